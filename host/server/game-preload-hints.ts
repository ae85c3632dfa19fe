import { parseRegistry } from '@games/shared/contracts';

/**
 * Preload hints for a game page: the registry and the game's mf-manifest.json, the two requests the
 * page would otherwise make one after the other once the shell's JavaScript has run. The manifest is
 * read from the live registry at request time (never cached), so a deploy or rollback changes the
 * hints at once without rebuilding the host. Any failure gives no hints, never a slower or broken page.
 *
 * The remote's scripts are deliberately not preloaded: a preload that fails (remotes origin down) stays
 * in the page's preload list and would answer the script request of a later Retry with the old
 * failure. A failed fetch preload is used up by the first attempt; retries then go to the network.
 */
export interface GamePreloadHintsOptions {
  /** The registry URL browsers use; hints point where the browser will look. */
  registryUrl: string;
  /** Where this server fetches the registry (inside a container network it may differ). */
  serverRegistryUrl: string;
  /** Origins the page may load game code from (CSP); hints elsewhere would be blocked, so none are made. */
  remotesOrigins: string[];
  /** A slow registry must not hold up the page: after this, the page goes without hints. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export interface PreloadHint {
  href: string;
  as: 'fetch';
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** <link rel="preload"> tags; the page fetches these in CORS mode without cookies, hence crossorigin="anonymous". */
export function preloadLinkTags(hints: PreloadHint[]): string {
  return hints.map((h) => `<link rel="preload" as="${h.as}" href="${escapeAttribute(h.href)}" crossorigin="anonymous">`).join('');
}

/** `work`, or a rejection once `ms` have passed without it settling. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function createGamePreloadHints(options: GamePreloadHintsOptions) {
  const timeoutMs = options.timeoutMs ?? 300;
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let registryInFlight: Promise<unknown> | undefined;

  // Requests arriving together share one registry read; the next request reads it again. The deadline
  // covers the whole read, not only the fetch's own signal: a fetch stuck on a pooled connection once held
  // every game page (and every later one, waiting on the same shared read) until the server restarted.
  const readRegistry = () => {
    registryInFlight ??= withDeadline(
      (async () => {
        const response = await fetchImpl(options.serverRegistryUrl, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`${options.serverRegistryUrl} answered ${response.status}`);
        return response.json();
      })(),
      timeoutMs,
    ).finally(() => {
      registryInFlight = undefined;
    });
    return registryInFlight;
  };

  const allowed = (href: string) => {
    try {
      return options.remotesOrigins.includes(new URL(href).origin);
    } catch {
      return false;
    }
  };

  /** Hints for /game/<slug>; empty when the registry can't be read in time or lists no such game. */
  return async function hintsFor(slug: string): Promise<PreloadHint[]> {
    try {
      const entry = parseRegistry(await readRegistry(), options.registryUrl).games[slug]?.entry;
      if (!entry || !allowed(entry)) return [];
      const registry: PreloadHint = { href: options.registryUrl, as: 'fetch' };
      // An entry naming a remoteEntry.js directly is a script: not preloaded (see above).
      return new URL(entry).pathname.endsWith('.json') ? [registry, { href: entry, as: 'fetch' }] : [registry];
    } catch {
      return [];
    }
  };
}
