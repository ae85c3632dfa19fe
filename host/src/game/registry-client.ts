import { parseRegistry, type RegistryEntry } from '@games/shared/contracts';
import { fetchWithRetry, networkFailureReason } from './fetch-with-retry';

export interface LoadedRegistry {
  games: Record<string, RegistryEntry>;
  problems: string[];
  /** Games whose entry was malformed, with the reason: those games (and only those) cannot load. */
  rejected: Record<string, string>;
}

/** parseRegistry names the game at the start of an entry problem: `"<slug>": <reason>`. */
const ENTRY_PROBLEM = /^"([^"]+)": (.+)$/;

function rejectedEntries(problems: string[]): Record<string, string> {
  const rejected: Record<string, string> = {};
  for (const problem of problems) {
    const match = ENTRY_PROBLEM.exec(problem);
    if (match) rejected[match[1]] = match[2];
  }
  return rejected;
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
    throw new RegistryUnavailableError(networkFailureReason(error));
  }
  if (!response.ok) throw new RegistryUnavailableError(`the server answered with an error (HTTP ${response.status})`);
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
  return { ...parsed, rejected: rejectedEntries(parsed.problems) };
}

/**
 * One registry request per page load, started at startup; a failed load is forgotten so the
 * next game page (or Retry) asks again. `refresh` asks again even after a success, for a Retry on a
 * game whose entry was missing or malformed (a fixed registry then brings it back without a reload).
 */
export function createRegistryClient(registryUrl: string, fetchImpl?: typeof fetch) {
  let pending: Promise<LoadedRegistry> | undefined;
  const request = () => {
    const current = fetchRegistry(registryUrl, fetchImpl);
    pending = current;
    current.catch(() => {
      if (pending === current) pending = undefined;
    });
    return current;
  };
  return {
    load(): Promise<LoadedRegistry> {
      return pending ?? request();
    },
    refresh(): Promise<LoadedRegistry> {
      return request();
    },
  };
}
