import { parseRegistry } from '../../shared/src/contracts/registry';

/**
 * Preload hints for a game page: the game's mf-manifest.json, remoteEntry.js and the chunks of its
 * ./Game, read from the live registry at request time (never cached, so a deploy or rollback changes
 * them at once without rebuilding the host). In the browser these files are otherwise found one after
 * another (host JS → registry → manifest → remoteEntry → chunks); with the hints they all download
 * while the shell's JavaScript starts. Any failure gives no hints, never a slower or broken page.
 */
export interface GamePreloadHintsOptions {
  /** The registry URL browsers use; hints point where the browser will look. */
  registryUrl: string;
  /** Where this server fetches the registry (inside a container network it may differ). */
  serverRegistryUrl: string;
  /** Origins the page may load game code from (CSP); hints elsewhere would be blocked, so none are made. */
  remotesOrigins: string[];
  /** A slow registry or manifest must not hold up the page: after this, the page goes without hints. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script' | 'style';
}

/** The parts of an mf-manifest.json the hints need (see remotes' dist/mf-manifest.json). */
interface ManifestShape {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

const MANIFEST_CACHE_LIMIT = 200;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : []);

/** Files the browser loads to start ./Game, as absolute URLs resolved against the manifest's public URL. */
export function hintsFromManifest(manifest: unknown, manifestUrl: string): PreloadHint[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const { metaData, exposes } = manifest as ManifestShape;
  const publicPath = typeof metaData?.publicPath === 'string' && metaData.publicPath !== 'auto' ? metaData.publicPath : '';
  const base = new URL(publicPath, manifestUrl);
  const hints: PreloadHint[] = [{ href: manifestUrl, as: 'fetch' }];
  const entryName = metaData?.remoteEntry?.name;
  const entryPath = metaData?.remoteEntry?.path;
  if (typeof entryName === 'string' && entryName) {
    const relative = typeof entryPath === 'string' && entryPath ? `${entryPath.replace(/\/+$/, '')}/${entryName}` : entryName;
    hints.push({ href: new URL(relative, base).href, as: 'script' });
  }
  const game = Array.isArray(exposes) ? exposes.find((e) => e?.path === './Game') : undefined;
  for (const file of strings(game?.assets?.js?.sync)) hints.push({ href: new URL(file, base).href, as: 'script' });
  for (const file of strings(game?.assets?.css?.sync)) hints.push({ href: new URL(file, base).href, as: 'style' });
  return hints;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** <link rel="preload"> tags; the manifest is fetched by the federation runtime in CORS mode, hence crossorigin. */
export function preloadLinkTags(hints: PreloadHint[]): string {
  return hints
    .map((h) => `<link rel="preload" as="${h.as}" href="${escapeAttribute(h.href)}"${h.as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`)
    .join('');
}

export function createGamePreloadHints(options: GamePreloadHintsOptions) {
  const timeoutMs = options.timeoutMs ?? 300;
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  // A version's folder never changes, so a manifest read once stays right; only successes are kept.
  const manifests = new Map<string, PreloadHint[]>();
  let registryInFlight: Promise<unknown> | undefined;

  const getJson = async (url: string): Promise<unknown> => {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };

  // Requests arriving together share one registry read; the next request reads it again.
  const readRegistry = () => {
    registryInFlight ??= getJson(options.serverRegistryUrl).finally(() => {
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

  /** Hints for /game/<slug>; empty when the registry or manifest can't be read in time or lists no such game. */
  return async function hintsFor(slug: string): Promise<PreloadHint[]> {
    try {
      const document = await readRegistry();
      const publicEntry = parseRegistry(document, options.registryUrl).games[slug]?.entry;
      const serverEntry = parseRegistry(document, options.serverRegistryUrl).games[slug]?.entry;
      if (!publicEntry || !serverEntry || !allowed(publicEntry)) return [];
      // A registry may name a remoteEntry.js directly: then that script is all there is to hint.
      if (!new URL(publicEntry).pathname.endsWith('.json')) return [{ href: publicEntry, as: 'script' }];
      let hints = manifests.get(serverEntry);
      if (!hints) {
        hints = hintsFromManifest(await getJson(serverEntry), publicEntry).filter((h) => allowed(h.href));
        if (manifests.size >= MANIFEST_CACHE_LIMIT) manifests.delete(manifests.keys().next().value!);
        manifests.set(serverEntry, hints);
      }
      return hints;
    } catch {
      return [];
    }
  };
}
