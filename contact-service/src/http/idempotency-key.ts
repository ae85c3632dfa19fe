import { createHash } from 'node:crypto';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export const BAD_IDEMPOTENCY_KEY = 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_".';
export const REUSED_IDEMPOTENCY_KEY = 'This Idempotency-Key was already used for a different message. Send a new message with a new key.';

/** The header's key when it is well formed, undefined when absent, null when malformed (a 400). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  return typeof header === 'string' && IDEMPOTENCY_KEY.test(header) ? header : null;
}

/**
 * The key as stored: scoped to the client that sent it (the address the rate limit counts), so two
 * clients choosing the same key never meet (one would be answered with the other's id, or a 422).
 * A digest of both: the stored value names neither the address nor the key.
 */
export function scopedIdempotencyKey(clientKey: string, key: string): string {
  return createHash('sha256').update(clientKey).update('\n').update(key).digest('base64url');
}
