/** Loads a game's data file (word lists, question banks…) once per page: fetch, validate, cache. */

export type Validate<T> = (value: unknown) => value is T;

export type WordDataErrorKind = 'network' | 'http' | 'parse' | 'invalid';

/** Why data could not be loaded; `message` is fit to show the player. */
export class WordDataError extends Error {
  readonly kind: WordDataErrorKind;
  constructor(kind: WordDataErrorKind, message: string) {
    super(message);
    this.name = 'WordDataError';
    this.kind = kind;
  }
}

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

const cache = new Map<string, Promise<unknown>>();

/**
 * Fetches and validates data at `url`. Concurrent and later calls for the same url share one request;
 * a failed load is forgotten, so calling again retries.
 */
export function loadWordData<T>(url: string | URL, validate: Validate<T>, fetchImpl: Fetch = (u) => fetch(u)): Promise<T> {
  const key = String(url);
  const cached = cache.get(key);
  if (cached) return cached as Promise<T>;
  const request = (async () => {
    let response: Awaited<ReturnType<Fetch>>;
    try {
      response = await fetchImpl(key);
    } catch {
      throw new WordDataError('network', 'Could not download the word list. Check your connection and try again.');
    }
    if (!response.ok) throw new WordDataError('http', `The word list could not be loaded (error ${response.status}).`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new WordDataError('parse', 'The word list is damaged.');
    }
    if (!validate(body)) throw new WordDataError('invalid', 'The word list is not in the expected format.');
    return body;
  })();
  cache.set(key, request);
  request.catch(() => {
    if (cache.get(key) === request) cache.delete(key);
  });
  return request;
}

/** Forgets every cached load (tests, or to force a fresh download). */
export function clearWordDataCache(): void {
  cache.clear();
}
