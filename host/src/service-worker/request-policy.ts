import { APP_SHELL_PATH, SERVICE_WORKER_PATH } from './paths';

/**
 * What the service worker does with a request:
 * - 'navigation': network first (an online visitor always gets the current host), the cached shell
 *   only when the network fails;
 * - 'asset': a hashed, immutable file of the host build (or another file this build precached, such
 *   as the favicon), from the current version's cache first;
 * - 'ignore': not touched at all (no respondWith): /api/, the registry and every other origin.
 */
export type RequestStrategy = 'navigation' | 'asset' | 'ignore';

export interface RequestFacts {
  method: string;
  /** Request.mode: 'navigate' for page loads. */
  mode: string;
  url: string;
}

const NEVER_HANDLED = ['/api/', SERVICE_WORKER_PATH, APP_SHELL_PATH, '/healthz'];

export function strategyFor(request: RequestFacts, portalOrigin: string, precachedPaths: ReadonlySet<string> = new Set()): RequestStrategy {
  if (request.method !== 'GET') return 'ignore';
  const url = new URL(request.url);
  // Remote games and the registry live on other origins; they have their own cache headers.
  if (url.origin !== portalOrigin) return 'ignore';
  if (NEVER_HANDLED.some((path) => url.pathname === path || (path.endsWith('/') && url.pathname.startsWith(path)))) return 'ignore';
  if (request.mode === 'navigate') return 'navigation';
  if (url.pathname.startsWith('/assets/') || precachedPaths.has(url.pathname)) return 'asset';
  return 'ignore';
}

const CACHE_PREFIX = 'portal-shell-';

/** One cache per host build, so a new build never mixes with an old one. */
export function cacheNameFor(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** Caches of earlier host builds, to delete once this version is active (other caches are left alone). */
export function staleCaches(cacheNames: readonly string[], currentVersion: string): string[] {
  const current = cacheNameFor(currentVersion);
  return cacheNames.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}
