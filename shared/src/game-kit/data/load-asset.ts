// Loads a game's lazily fetched data (word lists, puzzle packs, question banks) once per page: fetch,
// validate, cache. Network hiccups are retried with back-off; a wrong answer (404, bad JSON, the wrong
// shape) is not, since asking again gives the same answer.

// The error class is a module of its own: code that only tells it apart (the puzzle session) need not
// bring the loader into a game's first chunk.
import { AssetError } from './asset-error';

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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fetchOnce<T>(url: string, validate: Validate<T>, what: string, fetchImpl: AssetFetch, timeoutMs: number): Promise<T> {
  const networkError = (cause: unknown) => new AssetError('network', `Could not download the ${what}. Check your connection and try again.`, { url, cause });
  // A server that never answers, or stops mid-body, must end in an error with Retry, not a spinner forever:
  // the try is aborted, and given up on even if the fetch ignores the abort.
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(networkError(new Error(`no answer within ${timeoutMs} ms`)));
    }, timeoutMs);
  });
  try {
    let response: Awaited<ReturnType<AssetFetch>>;
    try {
      response = await Promise.race([fetchImpl(url, { signal: controller.signal }), deadline]);
    } catch (cause) {
      throw cause instanceof AssetError ? cause : networkError(cause);
    }
    if (!response.ok) throw new AssetError('http', `The ${what} could not be loaded (error ${response.status}).`, { url, status: response.status });
    let body: unknown;
    try {
      body = await Promise.race([response.json(), deadline]);
    } catch (cause) {
      throw cause instanceof AssetError ? cause : new AssetError('parse', `The ${what} is damaged.`, { url, cause });
    }
    if (!validate(body)) throw new AssetError('invalid', `The ${what} is not in the expected format.`, { url });
    return body;
  } finally {
    clearTimeout(timer);
    deadline.catch(() => undefined);
  }
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
  const request = (async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetchOnce(key, validate, what, fetchImpl, timeoutMs);
      } catch (error) {
        if (!(error instanceof AssetError) || !error.transient || attempt >= retries) throw error;
        await wait(retryDelayMs * 2 ** attempt);
      }
    }
  })();
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
