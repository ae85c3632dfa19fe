// One retry helper for every download the site makes (the host's registry and remote manifests, the kit's
// game data): a number of attempts with growing back-off, a time-out per attempt that aborts it, a budget
// for all attempts together, typed errors, and a predicate saying which failures are worth another try.
// The core (attempts, back-off, time-outs, budget, with no error classes) is retry-core.ts, which the kit's
// data loader imports alone; this module adds fetch, its typed failures, the default predicate and the
// caller's abort signal.
import { retry as retryWith, type Attempt, type RetryPolicy } from './retry-core';

export { backoffDelay, sleep, type Attempt, type RetryPolicy } from './retry-core';

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
 * time is up or `signal` aborts; an attempt past its time is given up on (RequestTimeoutError) even if it
 * ignores the signal.
 */
export function retry<T>(attempt: Attempt<T>, policy: RetryPolicy, { url, signal: outer, shouldRetry = isTransient }: RetryOptions): Promise<T> {
  return retryWith((signal, n) => (outer ? withOuterSignal(attempt, signal, outer, n) : attempt(signal, n)), policy, {
    shouldRetry: (error, n) => !outer?.aborted && shouldRetry(error, n),
    timedOut: (timeoutMs) => new RequestTimeoutError(url, timeoutMs),
  });
}

/** The attempt with a signal that aborts with whichever of its own time-out and the caller's signal comes first. */
function withOuterSignal<T>(attempt: Attempt<T>, own: AbortSignal, outer: AbortSignal, n: number): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort(outer.aborted ? outer.reason : own.reason);
  outer.addEventListener('abort', abort);
  own.addEventListener('abort', abort);
  return attempt(controller.signal, n).finally(() => outer.removeEventListener('abort', abort));
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
