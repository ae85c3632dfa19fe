import { CONTACT_STATUS } from './contactStatus';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const CONTACT_ENDPOINT = '/api/contact';

export interface ContactResult {
  sent: boolean;
  /** Status line to show under the form. */
  status: string;
}

/**
 * A fresh key for one message: its retries send the same key, so the service stores it once even
 * when an earlier try was stored but its answer was lost. (crypto.randomUUID needs a secure context;
 * getRandomValues works on a plain-http LAN address too.)
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Posts the message to /api/contact and reports whether it was sent, with the status line to show (SPEC §7, §8).
 * Any ok response counts as sent; the success body is not read.
 */
export async function sendContactMessage(contact: ContactMessage, idempotencyKey: string = newIdempotencyKey()): Promise<ContactResult> {
  let response: Response;
  try {
    response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(contact),
    });
  } catch {
    return { sent: false, status: CONTACT_STATUS.networkError };
  }
  if (response.ok) return { sent: true, status: CONTACT_STATUS.sent };
  return { sent: false, status: CONTACT_STATUS.failed(await failureReason(response)) };
}

/** The server's `message` field when the body is JSON that has one, else the HTTP status text. */
async function failureReason(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim()) {
      return body.message;
    }
  } catch {
    // Not JSON (an HTML error page from a proxy, for example): fall back to the status text.
  }
  // HTTP/2 responses carry no status text, so the code keeps the message meaningful.
  return response.statusText || `HTTP ${response.status}`;
}
