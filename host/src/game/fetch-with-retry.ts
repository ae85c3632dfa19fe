/**
 * fetch with a per-attempt time-out and a short back-off between attempts.
 * Retries network failures, time-outs and transient statuses (408, 429, 5xx); a 404 is final.
 */
export interface RetryPolicy {
  attempts: number;
  /** Delay before attempt n+1 is backoffMs * 3^(n-1): 250, 750, ... */
  backoffMs: number;
  timeoutMs: number;
  /** Time allowed for all attempts together; no attempt starts or runs past it. */
  budgetMs?: number;
}

// A hanging request gets 2.5 s + 0.25 s + 2.5 s + 0.75 s, then the 6 s budget ends it: the visitor has an
// answer well inside 10 s even after the page's own load time, while fast failures still get 3 attempts.
export const REMOTE_RETRY_POLICY: RetryPolicy = { attempts: 3, backoffMs: 250, timeoutMs: 2500, budgetMs: 6000 };

export class FetchTimeoutError extends Error {
  constructor(url: string, timeoutMs: number) {
    super(`Request to ${url} timed out after ${timeoutMs} ms`);
    this.name = 'FetchTimeoutError';
  }
}

/** The last attempt's answer had an error status (kept so the visitor can be told which). */
export class HttpStatusError extends Error {
  constructor(
    url: string,
    readonly status: number,
  ) {
    super(`${url} answered HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** Why a request failed, in words a visitor understands (no URLs, no stack). */
export function networkFailureReason(error: unknown): string {
  if (error instanceof FetchTimeoutError) return 'the server did not answer in time';
  if (error instanceof HttpStatusError) return `the server answered with an error (HTTP ${error.status})`;
  // fetch rejects with a TypeError when the request never got an answer (offline, refused, blocked).
  if (error instanceof TypeError) return 'the server could not be reached';
  return error instanceof Error ? error.message : String(error);
}

const TRANSIENT = (status: number) => status === 408 || status === 429 || status >= 500;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function backoffDelay(policy: RetryPolicy, attempt: number): number {
  return policy.backoffMs * 3 ** (attempt - 1);
}

async function fetchOnce(url: string, init: RequestInit, timeoutMs: number, fetchImpl: typeof fetch): Promise<Response> {
  const controller = new AbortController();
  const outer = init.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onOuterAbort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await fetchImpl(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new FetchTimeoutError(url, timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  policy: RetryPolicy = REMOTE_RETRY_POLICY,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Response> {
  let lastError: unknown;
  const deadline = Date.now() + (policy.budgetMs ?? Infinity);
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    if (attempt > 1) {
      const delay = backoffDelay(policy, attempt - 1);
      // Not enough time left for a useful attempt: report what went wrong so far.
      if (Date.now() + delay >= deadline) break;
      await sleep(delay);
    }
    const timeoutMs = Math.min(policy.timeoutMs, deadline - Date.now());
    try {
      const response = await fetchOnce(url, init, timeoutMs, fetchImpl);
      if (!TRANSIENT(response.status) || attempt === policy.attempts) return response;
      lastError = new HttpStatusError(url, response.status);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
