/** @jest-environment node */
import { backoffDelay, fetchWithRetry, HttpStatusError, isTransient, NetworkError, RequestTimeoutError, retry, type RetryPolicy } from './retry';

const policy: RetryPolicy = { attempts: 3, backoffMs: 100, timeoutMs: 1000, budgetMs: Infinity };
const answer = (status = 200) => new Response('{}', { status });
const never = () => new Promise<never>(() => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Settles `promise` by running every timer it waits on. */
async function settle<T>(promise: Promise<T>): Promise<T | unknown> {
  const caught = promise.catch((error: unknown) => error);
  await jest.runAllTimersAsync();
  return caught;
}

describe('backoffDelay', () => {
  it('grows by the policy factor, three by default', () => {
    expect([1, 2, 3].map((n) => backoffDelay(policy, n))).toEqual([100, 300, 900]);
    expect([1, 2, 3].map((n) => backoffDelay({ ...policy, backoffFactor: 2 }, n))).toEqual([100, 200, 400]);
  });
});

describe('isTransient', () => {
  it('retries the network, time-outs and transient statuses, not a 404 or anything else', () => {
    expect(isTransient(new NetworkError('/x', new TypeError('Failed to fetch')))).toBe(true);
    expect(isTransient(new RequestTimeoutError('/x', 10))).toBe(true);
    expect([408, 429, 500, 503].every((status) => isTransient(new HttpStatusError('/x', status)))).toBe(true);
    expect(isTransient(new HttpStatusError('/x', 404))).toBe(false);
    expect(isTransient(new SyntaxError('bad JSON'))).toBe(false);
  });
});

describe('retry', () => {
  it('returns the first success', async () => {
    const attempt = jest.fn().mockResolvedValue('ok');
    expect(await settle(retry(attempt, policy, { url: '/x' }))).toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('waits the back-off between attempts and succeeds once the failure passes', async () => {
    const attempt = jest.fn().mockRejectedValueOnce(new NetworkError('/x', 'down')).mockRejectedValueOnce(new NetworkError('/x', 'down')).mockResolvedValue('ok');
    const result = retry(attempt, policy, { url: '/x' });
    await jest.advanceTimersByTimeAsync(99);
    expect(attempt).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(299);
    expect(attempt).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(await result).toBe('ok');
    expect(attempt.mock.calls.map((call) => call[1])).toEqual([1, 2, 3]);
  });

  it('rejects with the last failure once the attempts run out', async () => {
    const last = new HttpStatusError('/x', 503);
    const attempt = jest.fn().mockRejectedValueOnce(new NetworkError('/x', 'down')).mockRejectedValueOnce(new NetworkError('/x', 'down')).mockRejectedValue(last);
    expect(await settle(retry(attempt, policy, { url: '/x' }))).toBe(last);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('does not retry what the predicate calls final', async () => {
    const attempt = jest.fn().mockRejectedValue(new HttpStatusError('/x', 404));
    expect(await settle(retry(attempt, policy, { url: '/x' }))).toMatchObject({ status: 404 });
    expect(attempt).toHaveBeenCalledTimes(1);
    const anything = jest.fn().mockRejectedValue(new SyntaxError('bad'));
    const shouldRetry = jest.fn((_error: unknown, _attempt: number) => true);
    await settle(retry(anything, policy, { url: '/x', shouldRetry }));
    expect(anything).toHaveBeenCalledTimes(3);
    expect(shouldRetry.mock.calls.map((call) => call[1])).toEqual([1, 2]);
  });

  it('aborts an attempt that runs past its time-out and gives up on it even if it ignores the abort', async () => {
    const signals: AbortSignal[] = [];
    const attempt = jest.fn((signal: AbortSignal) => {
      signals.push(signal);
      return never();
    });
    const result = retry(attempt, { ...policy, attempts: 2 }, { url: '/slow' }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(999);
    expect(signals[0].aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(signals[0].aborted).toBe(true);
    expect(signals[0].reason).toBeInstanceOf(RequestTimeoutError);
    await jest.advanceTimersByTimeAsync(100 + 1000);
    const error = await result;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ url: '/slow', timeoutMs: 1000 });
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('keeps every attempt and wait inside the budget', async () => {
    const attempt = jest.fn(() => never());
    // 1000 ms attempt + 100 ms wait, then only 400 ms are left for the second attempt; a third would need a 300 ms wait past the budget.
    const result = retry(attempt, { ...policy, budgetMs: 1500 }, { url: '/slow' }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(1100);
    expect(attempt).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(399);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ timeoutMs: 400 });
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('stops at once, with its reason, when the caller aborts', async () => {
    const controller = new AbortController();
    const attempt = jest.fn((signal: AbortSignal) => new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))));
    const result = retry(attempt, policy, { url: '/x', signal: controller.signal }).catch((error: unknown) => error);
    controller.abort(new Error('page left'));
    expect(await settle(result)).toMatchObject({ message: 'page left' });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('fetchWithRetry', () => {
  it('retries the network failing and a 503, then answers', async () => {
    const impl = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(503)).mockResolvedValue(answer());
    expect(await settle(fetchWithRetry('/x', { credentials: 'same-origin' }, policy, impl))).toHaveProperty('status', 200);
    expect(impl).toHaveBeenCalledTimes(3);
    expect(impl.mock.calls[0][1]).toMatchObject({ credentials: 'same-origin', signal: expect.any(AbortSignal) });
  });

  it('types the failure: the network, an error status', async () => {
    const offline = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await settle(fetchWithRetry('/x', {}, policy, offline));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    const missing = jest.fn().mockResolvedValue(answer(404));
    expect(await settle(fetchWithRetry('/x', {}, policy, missing))).toEqual(expect.objectContaining({ name: 'HttpStatusError', status: 404 }));
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
