import { parseRegistry, type RegistryEntry } from '@games/shared/contracts';
import { fetchWithRetry } from './fetch-with-retry';

export interface LoadedRegistry {
  games: Record<string, RegistryEntry>;
  problems: string[];
}

export class RegistryUnavailableError extends Error {
  constructor(reason: string) {
    super(`The games registry could not be loaded: ${reason}`);
    this.name = 'RegistryUnavailableError';
  }
}

/** Fetches and validates the registry; a bad entry is dropped (and logged), a bad document is an error. */
export async function fetchRegistry(registryUrl: string, fetchImpl?: typeof fetch): Promise<LoadedRegistry> {
  let response: Response;
  try {
    // 'same-origin' sends no cookies to the remotes origin and lets the game page's <link rel="preload" crossorigin> serve this request.
    response = await fetchWithRetry(registryUrl, { cache: 'no-cache', credentials: 'same-origin' }, undefined, fetchImpl);
  } catch (error) {
    throw new RegistryUnavailableError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new RegistryUnavailableError(`HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RegistryUnavailableError('the answer is not valid JSON');
  }
  const parsed = parseRegistry(body, registryUrl);
  if (parsed.problems.length && Object.keys(parsed.games).length === 0 && parsed.problems.some((p) => !p.startsWith('"'))) {
    throw new RegistryUnavailableError(parsed.problems.join('; '));
  }
  for (const problem of parsed.problems) console.warn(`[registry] entry ignored: ${problem}`);
  return parsed;
}

/**
 * One registry request per page load, started at startup; a failed load is forgotten so the
 * next game page (or Retry) asks again.
 */
export function createRegistryClient(registryUrl: string, fetchImpl?: typeof fetch) {
  let pending: Promise<LoadedRegistry> | undefined;
  return {
    load(): Promise<LoadedRegistry> {
      if (!pending) {
        pending = fetchRegistry(registryUrl, fetchImpl);
        pending.catch(() => {
          pending = undefined;
        });
      }
      return pending;
    },
  };
}
