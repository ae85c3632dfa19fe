import { sendContactMessage } from './sendContactMessage';

const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Hi there' };
const originalFetch = globalThis.fetch;

function respondWith(response: Partial<Response>) {
  globalThis.fetch = jest.fn().mockResolvedValue(response) as unknown as typeof fetch;
}

afterAll(() => {
  globalThis.fetch = originalFetch;
});

describe('sendContactMessage', () => {
  it('counts any ok response as sent, without reading its body', async () => {
    const json = jest.fn();
    respondWith({ ok: true, status: 204, statusText: 'No Content', json });
    await expect(sendContactMessage(contact)).resolves.toEqual({ sent: true, status: 'Your message has been sent successfully!' });
    expect(json).not.toHaveBeenCalled();
  });

  it('prefers the JSON message field on failure', async () => {
    respondWith({ ok: false, status: 429, statusText: 'Too Many Requests', json: async () => ({ message: 'Slow down' }) });
    await expect(sendContactMessage(contact)).resolves.toEqual({ sent: false, status: 'Failed to send message: Slow down' });
  });

  it('ignores a non-string message field', async () => {
    respondWith({ ok: false, status: 400, statusText: 'Bad Request', json: async () => ({ message: 42 }) });
    await expect(sendContactMessage(contact)).resolves.toEqual({ sent: false, status: 'Failed to send message: Bad Request' });
  });

  it('names the status code when there is neither a message nor a status text', async () => {
    respondWith({ ok: false, status: 503, statusText: '', json: async () => null });
    await expect(sendContactMessage(contact)).resolves.toEqual({ sent: false, status: 'Failed to send message: HTTP 503' });
  });

  it('reports a network failure', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('offline')) as unknown as typeof fetch;
    await expect(sendContactMessage(contact)).resolves.toEqual({ sent: false, status: 'An error occurred while sending your message.' });
  });
});
