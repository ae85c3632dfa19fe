/** @jest-environment node */
import { FetchTimeoutError, fetchWithRetry } from './fetch-with-retry';

const fast = { attempts: 3, backoffMs: 1, timeoutMs: 50 };
const ok = (status = 200) => new Response('{}', { status });

describe('fetchWithRetry', () => {
  it('returns the first good answer', async () => {
    const impl = jest.fn().mockResolvedValue(ok());
    await expect(fetchWithRetry('/x', {}, fast, impl)).resolves.toHaveProperty('status', 200);
    expect(impl).toHaveBeenCalledTimes(1);
  });

  it('retries network errors and 5xx, then succeeds', async () => {
    const impl = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok(503)).mockResolvedValueOnce(ok());
    const res = await fetchWithRetry('/x', {}, fast, impl);
    expect(res.status).toBe(200);
    expect(impl).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404', async () => {
    const impl = jest.fn().mockResolvedValue(ok(404));
    expect((await fetchWithRetry('/x', {}, fast, impl)).status).toBe(404);
    expect(impl).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last attempt with the last error', async () => {
    const impl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithRetry('/x', {}, fast, impl)).rejects.toThrow('Failed to fetch');
    expect(impl).toHaveBeenCalledTimes(3);
  });

  it('times out a hanging request', async () => {
    const hang = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    await expect(fetchWithRetry('/x', {}, { ...fast, attempts: 2 }, hang as typeof fetch)).rejects.toBeInstanceOf(FetchTimeoutError);
  });

  it('stops retrying when the time budget is spent', async () => {
    jest.useFakeTimers();
    try {
      const hang = jest.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      const policy = { attempts: 5, backoffMs: 100, timeoutMs: 1000, budgetMs: 1500 };
      const result = expect(fetchWithRetry('/x', {}, policy, hang as unknown as typeof fetch)).rejects.toBeInstanceOf(FetchTimeoutError);
      await jest.advanceTimersByTimeAsync(5000);
      await result;
      // 1 s, a 100 ms pause, a second attempt cut to the 400 ms left; then no time for a third.
      expect(hang).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
