// One retry helper for every download the site makes (the host's registry and remote manifests, the kit's
// game data): a number of attempts with growing back-off, a time-out per attempt that aborts it, a budget
// for all attempts together, typed errors, and a predicate saying which failures are worth another try.

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the second attempt; each later wait is `backoffFactor` times the one before. */
  backoffMs: number;
  /** Default 3: 250, 750, 2250… */
  backoffFactor?: number;
  /** How long one attempt may take before it is aborted and counts as a time-out. */
  timeoutMs: number;
  /** Time allowed for all attempts together: no attempt starts, waits or runs past it. */
  budgetMs?: number;
}

/** An attempt that did not finish within its time (its request was aborted). */
export class RequestTimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`Request to ${url} timed out after ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

/** The server answered with an error status (kept so the visitor can be told which). */
export class HttpStatusError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** The request never got an answer (offline, refused, blocked); fetch's own error is the cause. */
export class NetworkError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`${url} could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'NetworkError';
  }
}

/** A status that may be different on the next attempt: time-out, rate limit, a failing server. A 404 is final. */
export const isTransientStatus = (status: number): boolean => status === 408 || status === 429 || status >= 500;

/** The default retry predicate: the network, a time-out or a transient status; anything else is the answer. */
export function isTransient(error: unknown): boolean {
  if (error instanceof HttpStatusError) return isTransientStatus(error.status);
  return error instanceof NetworkError || error instanceof RequestTimeoutError;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait after attempt `attempt` (1-based) failed. */
export function backoffDelay(policy: RetryPolicy, attempt: number): number {
  return policy.backoffMs * (policy.backoffFactor ?? 3) ** (attempt - 1);
}

export interface RetryOptions {
  /** What is being fetched, for the time-out's message. */
  url: string;
  /** Aborts every attempt and ends the retries with its reason. */
  signal?: AbortSignal | null;
  /** Whether the failure of attempt `attempt` is worth another; default isTransient. */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
}

/**
 * Runs `attempt` until it succeeds, its failure is not worth another try, the attempts run out or the
 * budget would be passed; rejects with the last failure. Each attempt gets a signal that aborts when its
 * time is up; the attempt is then given up on (RequestTimeoutError) even if it ignores the signal.
 */
export async function retry<T>(attempt: (signal: AbortSignal, attemptNumber: number) => Promise<T>, policy: RetryPolicy, options: RetryOptions): Promise<T> {
  const { url, signal: outer, shouldRetry = isTransient } = options;
  const deadline = Date.now() + (policy.budgetMs ?? Infinity);
  for (let n = 1; ; n++) {
    try {
      return await attemptWithin(attempt, n, Math.min(policy.timeoutMs, deadline - Date.now()), url, outer);
    } catch (error) {
      if (outer?.aborted || n >= policy.attempts || !shouldRetry(error, n)) throw error;
      const delay = backoffDelay(policy, n);
      // Not enough time left for a useful attempt: report what went wrong so far.
      if (Date.now() + delay >= deadline) throw error;
      await sleep(delay);
    }
  }
}

async function attemptWithin<T>(
  attempt: (signal: AbortSignal, attemptNumber: number) => Promise<T>,
  n: number,
  timeoutMs: number,
  url: string,
  outer: AbortSignal | null | undefined,
): Promise<T> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onOuterAbort);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new RequestTimeoutError(url, timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([attempt(controller.signal, n), timedOut]);
  } finally {
    clearTimeout(timer);
    timedOut.catch(() => undefined);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/**
 * fetch under `policy`: resolves with the first answer that is not a transient error status; the network
 * failing becomes a NetworkError, a time-out a RequestTimeoutError, an error status an HttpStatusError.
 * The answer's body is read by the caller, outside the attempts' time-outs.
 */
export function fetchWithRetry(url: string, init: RequestInit, policy: RetryPolicy, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<Response> {
  return retry(
    async (signal) => {
      const response = await fetchOnce(url, { ...init, signal }, fetchImpl);
      if (!response.ok) throw new HttpStatusError(url, response.status);
      return response;
    },
    policy,
    { url, signal: init.signal },
  );
}

/** One fetch, its failure typed: an abort passes through as it is, anything else is a NetworkError. */
export async function fetchOnce<R>(url: string, init: RequestInit & { signal: AbortSignal }, fetchImpl: (url: string, init: RequestInit & { signal: AbortSignal }) => Promise<R>): Promise<R> {
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    if (init.signal.aborted) throw init.signal.reason;
    throw new NetworkError(url, error);
  }
}
