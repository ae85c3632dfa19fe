// The core of the site's one retry helper: attempts with growing back-off, a time-out per attempt that
// aborts it, a budget for all attempts together, and a predicate saying which failures are worth another
// try. A module of its own, with no error classes, so the kit's data loader (in the first chunk of every
// data game) carries only this; retry.ts adds fetch, the typed failures and the caller's signal. Keep it small.

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the second attempt; each later wait is `backoffFactor` times the one before. */
  backoffMs: number;
  /** Default 3: 250, 750, 2250… */
  backoffFactor?: number;
  /** How long one attempt may take before it is aborted and counts as a time-out. */
  timeoutMs: number;
  /** Time allowed for all attempts together: no attempt starts, waits or runs past it (Infinity: no limit). */
  budgetMs: number;
}

/** One attempt: `signal` aborts when its time is up. */
export type Attempt<T> = (signal: AbortSignal, attemptNumber: number) => Promise<T>;

export interface RetryCallbacks {
  /** Whether the failure of attempt `attempt` is worth another. */
  shouldRetry: (error: unknown, attempt: number) => boolean;
  /** The failure of an attempt that ran out of time (retry.ts: a RequestTimeoutError); also its signal's reason. */
  timedOut: (timeoutMs: number) => unknown;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait after attempt `attempt` (1-based) failed. */
export const backoffDelay = (policy: RetryPolicy, attempt: number): number => policy.backoffMs * (policy.backoffFactor ?? 3) ** (attempt - 1);

/**
 * Runs `attempt` until it succeeds, its failure is not worth another try, the attempts run out or the
 * budget would be passed; rejects with the last failure. Each attempt gets a signal that aborts when its
 * time is up; the attempt is then given up on (`timedOut`) even if it ignores the signal.
 */
export async function retry<T>(attempt: Attempt<T>, policy: RetryPolicy, { shouldRetry, timedOut }: RetryCallbacks): Promise<T> {
  const deadline = Date.now() + policy.budgetMs;
  for (let n = 1; ; n++) {
    const controller = new AbortController();
    const timeoutMs = Math.min(policy.timeoutMs, deadline - Date.now());
    try {
      return await new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          const error = timedOut(timeoutMs);
          controller.abort(error);
          reject(error);
        }, timeoutMs);
        attempt(controller.signal, n)
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      });
    } catch (error) {
      const delay = backoffDelay(policy, n);
      // A wait that would reach the deadline leaves no time for a useful attempt: report what went wrong so far.
      if (n >= policy.attempts || !shouldRetry(error, n) || Date.now() + delay >= deadline) throw error;
      await sleep(delay);
    }
  }
}
