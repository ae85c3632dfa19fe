import type { ContactMessage } from '../validation/contact-message-schema';

/**
 * A message sent with an idempotency key under which a different message is stored. The HTTP layer
 * answers 422, as the IETF Idempotency-Key draft asks: the key names one request, and this is another.
 */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('a different message is stored under this idempotency key');
    this.name = 'IdempotencyKeyReusedError';
  }
}

/** Whether two messages are the same submission: every field the sender wrote. */
export function sameMessage(a: ContactMessage, b: ContactMessage): boolean {
  return a.name === b.name && a.email === b.email && a.subject === b.subject && a.message === b.message;
}
