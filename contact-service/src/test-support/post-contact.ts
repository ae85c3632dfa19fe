import type { ContactMessage } from '../validation/contact-message-schema';

export const VALID_MESSAGE: ContactMessage = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'I like your games.',
};

export async function postContact(
  baseUrl: string,
  body: unknown,
  headers: Record<string, string> = {},
  path = '/api/contact',
): Promise<{ status: number; body: { id?: string; message?: string }; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: { id?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = {};
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
