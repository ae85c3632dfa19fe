// Loads a game's lazily fetched data (word lists, puzzle packs, question banks) once per page: fetch,
// validate, cache. Network hiccups are retried with back-off by the site's one retry helper (net/retry-core:
// a time-out per try, a budget for all tries); a wrong answer (404, bad JSON, the wrong shape) is not, since
// asking again gives the same answer.

// The error class is a module of its own: code that only tells it apart (the puzzle session) need not
// bring the loader into a game's first chunk.
import { retry } from '../../net/retry-core';
import { AssetError } from './asset-error';

export { AssetError, type AssetErrorKind } from './asset-error';

export type Validate<T> = (value: unknown) => value is T;

/** The part of fetch the loader uses (injectable for tests). */
export type AssetFetch = (url: string, init: { signal: AbortSignal }) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

export interface LoadAssetOptions {
  /** What the data is, for messages: "Could not download the word list…". Default "game data". */
  what?: string;
  /** Extra tries after a transient failure (network, time-out, 5xx, 408, 429). Default 2. */
  retries?: number;
  /** The wait before the first retry; it doubles for each next one. Default 400 ms. */
  retryDelayMs?: number;
  /** How long one try may take, answer and body, before it is aborted and counts as a network failure. Default 10 s. */
  timeoutMs?: number;
  /** How long all tries and waits may take together: a file that never answers ends in an error by then. Default 20 s. */
  budgetMs?: number;
  fetch?: AssetFetch;
}

const cache = new Map<string, Promise<unknown>>();

/**
 * Fetches and validates the JSON at `url`. Concurrent and later calls for the same url share one request
 * (the first caller's validate and options apply); a failed load is forgotten, so calling again retries.
 * Rejects only with an AssetError.
 */
export function loadAsset<T>(url: string | URL, validate: Validate<T>, options: LoadAssetOptions = {}): Promise<T> {
  const key = String(url);
  const cached = cache.get(key);
  if (cached) return cached as Promise<T>;
  const { what = 'game data', retries = 2, retryDelayMs = 400, timeoutMs = 10_000, budgetMs = 20_000, fetch: fetchImpl = fetch } = options;
  // The network failing, or a try that got no answer or body in its time.
  const network = (cause?: unknown) => new AssetError('network', `Could not download the ${what}. Check your connection and try again.`, key, { cause });
  const request = retry(
    // One try: the answer, its body and its shape, all within the try's time (a body that stops arriving too).
    async (signal) => {
      const response = await fetchImpl(key, { signal }).catch((cause: unknown) => {
        throw network(cause);
      });
      if (!response.ok) throw new AssetError('http', `The ${what} could not be loaded (error ${response.status}).`, key, { status: response.status });
      const body: unknown = await response.json().catch((cause: unknown) => {
        throw new AssetError('parse', `The ${what} is damaged.`, key, { cause });
      });
      if (!validate(body)) throw new AssetError('invalid', `The ${what} is not in the expected format.`, key);
      return body;
    },
    { attempts: retries + 1, backoffMs: retryDelayMs, backoffFactor: 2, timeoutMs, budgetMs },
    // Every failure of a try is an AssetError, which knows whether another try may help.
    { shouldRetry: (error) => (error as AssetError).transient, timedOut: () => network() },
  );
  cache.set(key, request);
  request.catch(() => {
    if (cache.get(key) === request) cache.delete(key);
  });
  return request;
}

/** Forgets every cached load (tests, or to force a fresh download). */
export function clearAssetCache(): void {
  cache.clear();
}
