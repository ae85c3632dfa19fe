// Loads a game's lazily fetched data (word lists, puzzle packs, question banks) once per page: fetch,
// validate, cache. Network hiccups are retried with back-off; a wrong answer (404, bad JSON, the wrong
// shape) is not, since asking again gives the same answer.

// The error class is a module of its own: code that only tells it apart (the puzzle session) need not
// bring the loader into a game's first chunk.
import { AssetError } from './asset-error';
import { fetchOnce, HttpStatusError, retry } from '../../net/retry';

export { AssetError, type AssetErrorKind } from './asset-error';

export type Validate<T> = (value: unknown) => value is T;

/** The part of fetch the loader uses (injectable for tests). */
export type AssetFetch = (url: string, init: { signal: AbortSignal }) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

export interface LoadAssetOptions {
  /** What the data is, for messages: "Could not download the word list…". Default "game data". */
  what?: string;
  /** Extra tries after a transient failure (network, 5xx, 408, 429). Default 2. */
  retries?: number;
  /** The wait before the first retry; it doubles for each next one. Default 400 ms. */
  retryDelayMs?: number;
  /** How long one try may take, answer and body, before it counts as a network failure. Default 10 s. */
  timeoutMs?: number;
  fetch?: AssetFetch;
}

const cache = new Map<string, Promise<unknown>>();

/** One try: the answer, its body and its shape, all within the try's time (`signal`), each failure typed. */
async function loadOnce<T>(url: string, validate: Validate<T>, what: string, fetchImpl: AssetFetch, signal: AbortSignal): Promise<T> {
  const response = await fetchOnce(url, { signal }, fetchImpl);
  if (!response.ok) throw new HttpStatusError(url, response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    // A body cut off by the try's time-out is the network's fault, not the data's.
    if (signal.aborted) throw signal.reason;
    throw new AssetError('parse', `The ${what} is damaged.`, { url, cause });
  }
  if (!validate(body)) throw new AssetError('invalid', `The ${what} is not in the expected format.`, { url });
  return body;
}

/** The player's words for a failed download; a wrong answer (parse, invalid) is already an AssetError. */
function asAssetError(error: unknown, url: string, what: string): AssetError {
  if (error instanceof AssetError) return error;
  if (error instanceof HttpStatusError) return new AssetError('http', `The ${what} could not be loaded (error ${error.status}).`, { url, status: error.status, cause: error });
  return new AssetError('network', `Could not download the ${what}. Check your connection and try again.`, { url, cause: error });
}

/**
 * Fetches and validates the JSON at `url`. Concurrent and later calls for the same url share one request
 * (the first caller's validate and options apply); a failed load is forgotten, so calling again retries.
 * Rejects only with an AssetError.
 */
export function loadAsset<T>(url: string | URL, validate: Validate<T>, options: LoadAssetOptions = {}): Promise<T> {
  const key = String(url);
  const cached = cache.get(key);
  if (cached) return cached as Promise<T>;
  const { what = 'game data', retries = 2, retryDelayMs = 400, timeoutMs = 10_000, fetch: fetchImpl = (u, init) => fetch(u, init) } = options;
  // A server that never answers, or stops mid-body, must end in an error with Retry, not a spinner forever:
  // each try is aborted after timeoutMs and given up on even if the fetch ignores the abort.
  const policy = { attempts: retries + 1, backoffMs: retryDelayMs, backoffFactor: 2, timeoutMs };
  const request = retry((signal) => loadOnce(key, validate, what, fetchImpl, signal), policy, { url: key }).catch((error: unknown) => {
    throw asAssetError(error, key, what);
  });
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
