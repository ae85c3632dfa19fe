import { z } from 'zod';
import { toMultiLine, toSingleLine } from './strip-control-characters';

export const FIELD_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

type FieldName = keyof typeof FIELD_LIMITS;

/**
 * A required string field, cleaned, trimmed and length-checked. The cleaning is an `overwrite`
 * check on the same string schema rather than a transform piped into a second schema: same
 * result and messages, about half zod's work per field (this runs on every request).
 */
function textField(field: FieldName, clean: (value: string) => string) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`),
    })
    .overwrite((value) => clean(value).trim())
    .min(1, `${field} must not be empty`)
    .max(FIELD_LIMITS[field], `${field} must be at most ${FIELD_LIMITS[field]} characters`);
}

export const contactMessageSchema = z.object(
  {
    name: textField('name', toSingleLine),
    // z.email()'s own pattern, as a check after the cleaning; an empty or over-long address reports that first.
    email: textField('email', toSingleLine).regex(z.regexes.email, 'email must be a valid e-mail address'),
    subject: textField('subject', toSingleLine),
    message: textField('message', toMultiLine),
  },
  { error: 'request body must be a JSON object with name, email, subject and message' },
);

/** A visitor's message after validation: trimmed, control characters removed, within limits. */
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export type ParseResult = { ok: true; message: ContactMessage } | { ok: false; error: string };

/** Validates an untrusted request body; the error names the first offending field. */
export function parseContactMessage(body: unknown): ParseResult {
  const result = contactMessageSchema.safeParse(body);
  if (result.success) return { ok: true, message: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? 'invalid request body' };
}
