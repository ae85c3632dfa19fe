/* eslint-disable no-control-regex -- matching control characters is what this module is for */
// C0/C1 controls, DEL, and the Unicode line/paragraph separators some mail clients treat as line breaks.
const LINE_BREAKS_AND_TABS = /[\r\n\t\u2028\u2029\u0085]+/g;
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
const CONTROL_EXCEPT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// What each cleaner would change. Nearly every submission has none of it, and one test (no /g, no
// allocation) is several times cheaper than the replace passes it lets us skip.
const HAS_SINGLE_LINE_CHANGES = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const HAS_MULTI_LINE_CHANGES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/;

/** For fields that may end up in a mail header: line breaks become spaces, other controls vanish. */
export function toSingleLine(value: string): string {
  if (!HAS_SINGLE_LINE_CHANGES.test(value)) return value;
  return value.replace(LINE_BREAKS_AND_TABS, ' ').replace(CONTROL_CHARACTERS, '');
}

/** For the message body: keeps newlines (CRLF/CR normalised to LF) and tabs, drops other controls. */
export function toMultiLine(value: string): string {
  if (!HAS_MULTI_LINE_CHANGES.test(value)) return value;
  return value
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(CONTROL_EXCEPT_NEWLINE_AND_TAB, '');
}
