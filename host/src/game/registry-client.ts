import { parseRegistry, type RegistryEntry, type RejectedEntry } from '@games/shared/contracts';
import { fetchWithRetry } from '@games/shared/net/retry';
import { REMOTE_RETRY_POLICY } from './runtime-plugins/network-retry';
import { GameLoadError } from './game-load-error';

export interface LoadedRegistry {
  games: Record<string, RegistryEntry>;
  /** Games whose entry was malformed, with the reason: those games (and only those) cannot load. */
  rejected: RejectedEntry[];
}

const unreachable = (cause: unknown) => new GameLoadError('registry-unreachable', 'The games registry could not be loaded', { cause });
const invalid = (detail: string) => new GameLoadError('registry-invalid', `The games registry could not be loaded: ${detail}`, { detail });

/** Fetches and validates the registry; a bad entry is dropped (and logged), a bad document is an error. */
export async function fetchRegistry(registryUrl: string, fetchImpl?: typeof fetch): Promise<LoadedRegistry> {
  let response: Response;
  try {
    // 'same-origin' sends no cookies to the remotes origin and lets the game page's <link rel="preload" crossorigin> serve this request.
    response = await fetchWithRetry(registryUrl, { cache: 'no-cache', credentials: 'same-origin' }, REMOTE_RETRY_POLICY, fetchImpl);
  } catch (error) {
    throw unreachable(error);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw invalid('the answer is not valid JSON');
  }
  const { games, rejected, documentProblem } = parseRegistry(body, registryUrl);
  if (documentProblem) throw invalid(documentProblem);
  for (const { slug, reason } of rejected) console.warn(`[registry] entry "${slug}" ignored: ${reason}`);
  return { games, rejected };
}

/** Why the registry rejected the entry of `slug`, if it did. */
export function rejectionOf(registry: LoadedRegistry, slug: string): string | undefined {
  return registry.rejected.find((entry) => entry.slug === slug)?.reason;
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
