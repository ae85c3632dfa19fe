import { parseRegistry } from '@games/shared/contracts';
import { timedRegistryRead, type RegistryReadOutcome } from '@games/shared/server/registry-read-metrics';
import { withDeadline } from './with-deadline';

/**
 * Preload hints for a game page: the registry, the game's mf-manifest.json and, from the manifest, the
 * remote's remoteEntry.js and the Game module's own chunks and stylesheets, so they download while the
 * host's scripts run instead of after them. The
 * registry is read live at request time (never cached), so a deploy or rollback changes the hints at once
 * without rebuilding the host; a manifest sits in a versioned folder and never changes, so it is kept in
 * memory once read. Any failure gives fewer or no hints, never a slower or broken page.
 *
 * Scripts and stylesheets are hinted without `crossorigin`, as the runtime's and webpack's tags have none,
 * so the preload is what the tag uses. A preload that failed (remotes origin down when the page opened) may
 * answer the first tag asking for its URL (Chrome does so for a stylesheet, not for a script), and only that
 * one, so a failed file is asked for once more before anyone is told: the remoteEntry at a fresh URL
 * (`?retry=N`, runtime-plugins/network-retry.ts), a chunk or stylesheet of the Game module by loading it
 * again (runtime-plugins/preload-error-event.ts). Measured with 100 ms of latency per request (1× CPU, 7
 * cold loads): /game/2048 was playable after 1.62–1.71 s (medians of two runs) with the Game chunk and
 * stylesheet hinted, 1.93 s without.
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
  /** Told of every registry read: how it ended and how long it took (the host's metrics). */
  onRegistryRead?: (outcome: RegistryReadOutcome, seconds: number) => void;
}

export interface PreloadHint {
  href: string;
  /** fetch: JSON the runtime fetches in CORS mode; script and style: tags without crossorigin. */
  as: 'fetch' | 'script' | 'style';
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** <link rel="preload"> tags; fetches go in CORS mode without cookies (crossorigin="anonymous"), scripts and styles as plain tags. */
export function preloadLinkTags(hints: PreloadHint[]): string {
  return hints.map((h) => `<link rel="preload" as="${h.as}" href="${escapeAttribute(h.href)}"${h.as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`).join('');
}

/** The parts of an mf-manifest.json the hints need. */
interface ManifestFacts {
  remoteEntry: string;
  js: string[];
  css: string[];
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The remoteEntry and the Game module's synchronous files of a manifest, as URLs; null when it is not one. */
export function manifestFacts(manifest: unknown, manifestUrl: string): ManifestFacts | null {
  const m = manifest as { metaData?: { publicPath?: unknown; remoteEntry?: { path?: unknown; name?: unknown } }; exposes?: unknown };
  const entry = m?.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !Array.isArray(m.exposes)) return null;
  const publicPath = m.metaData?.publicPath;
  // 'auto': the files sit beside the manifest.
  const base = typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const entryPath = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
  const game = (m.exposes as Array<{ name?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }>).find((e) => e?.name === 'Game');
  const js = game?.assets?.js?.sync;
  const css = game?.assets?.css?.sync;
  return { remoteEntry: at(`${entryPath}${entry.name}`), js: isStringArray(js) ? js.map(at) : [], css: isStringArray(css) ? css.map(at) : [] };
}


/** Manifests kept in memory (one per deployed version; a few hundred bytes of facts each). */
const MAX_MANIFESTS = 500;

export function createGamePreloadHints(options: GamePreloadHintsOptions) {
  const timeoutMs = options.timeoutMs ?? 300;
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let registryInFlight: Promise<unknown> | undefined;

  // Requests arriving together share one registry read; the next request reads it again. The deadline
  // covers the whole read, not only the fetch's own signal: a fetch stuck on a pooled connection once held
  // every game page (and every later one, waiting on the same shared read) until the server restarted.
  const readRegistry = () => {
    registryInFlight ??= timed(
      withDeadline(
        (async () => {
          const response = await fetchImpl(options.serverRegistryUrl, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
          if (!response.ok) throw new Error(`${options.serverRegistryUrl} answered ${response.status}`);
          return response.json();
        })(),
        timeoutMs,
      ),
    ).finally(() => {
      registryInFlight = undefined;
    });
    return registryInFlight;
  };
  const timed = <T>(read: Promise<T>): Promise<T> => timedRegistryRead(read, options.onRegistryRead);

  // Manifests live in versioned folders and never change: each is read once (a failed read is not kept).
  const manifests = new Map<string, Promise<ManifestFacts | null>>();
  const readManifest = (url: string, fetchUrl: string) => {
    let facts = manifests.get(url);
    if (!facts) {
      facts = withDeadline(
        (async () => {
          const response = await fetchImpl(fetchUrl, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
          if (!response.ok) throw new Error(`${fetchUrl} answered ${response.status}`);
          return manifestFacts(await response.json(), url);
        })(),
        timeoutMs,
      );
      facts.catch(() => manifests.delete(url));
      if (manifests.size >= MAX_MANIFESTS) manifests.delete(manifests.keys().next().value!);
      manifests.set(url, facts);
    }
    return facts.catch(() => null);
  };

  // The address this server reads a public remotes URL at (inside a container network the origin differs;
  // with SERVER_REGISTRY_URL=s3://… it is the bucket): the same path relative to the registry.
  const serverUrlOf = (publicUrl: string) => {
    const url = new URL(publicUrl);
    const publicRegistry = new URL(options.registryUrl);
    if (url.origin !== publicRegistry.origin) return publicUrl;
    const base = publicRegistry.pathname.replace(/[^/]*$/, '');
    if (!url.pathname.startsWith(base)) return publicUrl;
    return new URL(url.pathname.slice(base.length) + url.search, options.serverRegistryUrl).href;
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
      if (!new URL(entry).pathname.endsWith('.json')) return [registry, { href: entry, as: 'script' }];
      const facts = await readManifest(entry, serverUrlOf(entry));
      const files: PreloadHint[] =
        facts && allowed(facts.remoteEntry)
          ? [
              { href: facts.remoteEntry, as: 'script' },
              ...facts.js.filter(allowed).map((href): PreloadHint => ({ href, as: 'script' })),
              ...facts.css.filter(allowed).map((href): PreloadHint => ({ href, as: 'style' })),
            ]
          : [];
      return [registry, { href: entry, as: 'fetch' }, ...files];
    } catch {
      return [];
    }
  };
}
