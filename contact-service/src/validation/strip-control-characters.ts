/* eslint-disable no-control-regex -- matching control and invisible format characters is what this module is for */
// C0/C1 controls, DEL, and the Unicode line/paragraph separators some mail clients treat as line breaks.
const LINE_BREAKS_AND_TABS = /[\r\n\t\u2028\u2029\u0085]+/g;
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
const CONTROL_EXCEPT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Characters that change how text around them is shown without showing themselves: bidirectional
// embeddings, overrides, isolates and marks (they can reverse "moc.elpmaxe" into a different-looking
// name in the operator's list and e-mail), zero-width spaces, the word joiner, the BOM, soft hyphens and
// the Mongolian vowel separator. They are removed from every field.
const DISGUISING = /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
// Zero-width (non-)joiners are kept where they join two letters (Persian names, emoji sequences), but a
// run of them becomes one and they cannot start or end a field, so a field of only joiners is empty.
const JOINER_RUNS = /[\u200C\u200D]{2,}/g;
const EDGE_JOINERS = /^[\u200C\u200D\s]+|[\u200C\u200D\s]+$/g;
// What each cleaner would change. Nearly every submission has none of it, and one test (no /g, no
// allocation) is several times cheaper than the replace passes it lets us skip.
const HAS_SINGLE_LINE_CHANGES = /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const HAS_MULTI_LINE_CHANGES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

function withoutDisguises(value: string): string {
  return value.replace(DISGUISING, '').replace(JOINER_RUNS, (run) => run[0]).replace(EDGE_JOINERS, '');
}

/**
 * For fields that may end up in a mail header or the operator's one-line list: line breaks become
 * spaces, other controls and invisible format characters vanish.
 */
export function toSingleLine(value: string): string {
  if (!HAS_SINGLE_LINE_CHANGES.test(value)) return value;
  return withoutDisguises(value.replace(LINE_BREAKS_AND_TABS, ' ').replace(CONTROL_CHARACTERS, ''));
}

/** For the message body: keeps newlines (CRLF/CR normalised to LF) and tabs, drops other controls and invisible format characters. */
export function toMultiLine(value: string): string {
  if (!HAS_MULTI_LINE_CHANGES.test(value)) return value;
  return withoutDisguises(
    value
      .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
      .replace(CONTROL_EXCEPT_NEWLINE_AND_TAB, ''),
  );
}
