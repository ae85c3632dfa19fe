/** @jest-environment node */
import { retry, type RetryPolicy } from './retry-core';

// The core on its own, as the kit's data loader uses it: its own failure for a time-out, its own predicate.
// retry.test.ts covers back-off, attempts and budget through retry.ts.
const policy: RetryPolicy = { attempts: 3, backoffMs: 100, backoffFactor: 2, timeoutMs: 1000, budgetMs: 1500 };
const never = () => new Promise<never>(() => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a time-out fails with what timedOut makes of the time the attempt had, which is also its abort reason', async () => {
  const signals: AbortSignal[] = [];
  const timedOut = jest.fn((ms: number) => ({ timedOutAfter: ms }));
  const result = retry((signal) => (signals.push(signal), never()), policy, { shouldRetry: () => true, timedOut }).catch((error: unknown) => error);
  await jest.advanceTimersByTimeAsync(1500);
  // 1000 ms, a 100 ms wait, then the 400 ms the budget leaves.
  expect(await result).toEqual({ timedOutAfter: 400 });
  expect(timedOut.mock.calls).toEqual([[1000], [400]]);
  expect(signals.map((signal) => signal.reason)).toEqual([{ timedOutAfter: 1000 }, { timedOutAfter: 400 }]);
  expect(jest.getTimerCount()).toBe(0);
});

test('a failure the predicate calls final ends the retries at once, and a success clears the time-out', async () => {
  const final = new Error('404');
  const failing = jest.fn().mockRejectedValue(final);
  const shouldRetry = jest.fn(() => false);
  expect(await retry(failing, policy, { shouldRetry, timedOut: () => 'late' }).catch((error: unknown) => error)).toBe(final);
  expect(failing).toHaveBeenCalledTimes(1);
  expect(shouldRetry).toHaveBeenCalledWith(final, 1);
  expect(await retry(() => Promise.resolve('data'), policy, { shouldRetry, timedOut: () => 'late' })).toBe('data');
  expect(jest.getTimerCount()).toBe(0);
});
