/**
 * The remotes registry: which version of each game is live and where its manifest is.
 * Served as /registry.json by the remotes origin, read by the host at startup.
 */
import { catalogFieldProblem, withCatalogRecord, type CatalogRecord } from './catalog-record';

export const REGISTRY_SCHEMA_VERSION = 1;

export interface RegistryEntry {
  version: string;
  /**
   * URL of the remote's mf-manifest.json (or remoteEntry.js). In the registry file it may be
   * relative to the registry's own URL (e.g. "2048/1.0.0/mf-manifest.json"), so one deploy folder
   * serves any origin; parseRegistry resolves it to an absolute URL.
   */
  entry: string;
  /** The game's catalogue record (catalog-record.ts), published with the release; absent for older releases. */
  catalog?: CatalogRecord;
}

export interface Registry {
  schemaVersion: typeof REGISTRY_SCHEMA_VERSION;
  games: Record<string, RegistryEntry>;
}

/** A registry entry that was not accepted, and why; only that game is disabled. */
export interface RejectedEntry {
  slug: string;
  reason: string;
}

export interface ParsedRegistry {
  games: Record<string, RegistryEntry>;
  /** Entries that were rejected, as data (the host shows the game as unavailable, the logs say why). */
  rejected: RejectedEntry[];
  /** Set when the whole document is unusable; games and rejected are then empty. */
  documentProblem?: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Semantic Versioning 2.0 (pre-release and build metadata both allowed: 1.2.0-rc.1+3f2a9c1d). */
const VERSION = /^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

/** Resolves an entry against the registry URL; undefined unless the result is http(s). */
export function resolveEntryUrl(entry: string, registryUrl: string): string | undefined {
  try {
    const url = new URL(entry, registryUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** Validates one entry; returns the reason when it is unusable. */
export function entryProblem(slug: string, value: unknown, registryUrl: string): string | undefined {
  if (!SLUG.test(slug)) return 'not a valid game slug';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'entry is not an object';
  const { version, entry } = value as Record<string, unknown>;
  if (typeof version !== 'string' || !VERSION.test(version)) return 'version must be semver like 1.0.0';
  if (typeof entry !== 'string' || entry === '' || !resolveEntryUrl(entry, registryUrl)) return 'entry must be an http(s) URL or a path';
  const path = new URL(entry, registryUrl).pathname;
  if (!path.endsWith('.json') && !path.endsWith('.js')) return 'entry must point to an mf-manifest.json or remoteEntry.js';
  // A version is its bytes: the entry lies in that version's own folder (…/<slug>/<version>/), so a version
  // never names another version's files and every version stays addressable for open pages.
  const segments = path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  if (segments.at(-3) !== slug || segments.at(-2) !== version) return `entry must lie in the version's folder ${slug}/${version}/`;
  return catalogFieldProblem((value as Record<string, unknown>).catalog);
}

/**
 * Accepts any JSON value. A malformed document yields no games; a malformed entry disables only that game.
 * Entries come back as absolute URLs resolved against `registryUrl`.
 */
export function parseRegistry(input: unknown, registryUrl: string): ParsedRegistry {
  const games: Record<string, RegistryEntry> = {};
  const rejected: RejectedEntry[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { games, rejected, documentProblem: 'registry is not a JSON object' };
  }
  const doc = input as Record<string, unknown>;
  if (doc.schemaVersion !== REGISTRY_SCHEMA_VERSION) {
    return { games, rejected, documentProblem: `unsupported schemaVersion ${JSON.stringify(doc.schemaVersion)}` };
  }
  if (typeof doc.games !== 'object' || doc.games === null || Array.isArray(doc.games)) {
    return { games, rejected, documentProblem: 'registry has no games object' };
  }
  for (const [slug, value] of Object.entries(doc.games as Record<string, unknown>)) {
    const reason = entryProblem(slug, value, registryUrl);
    if (reason) {
      rejected.push({ slug, reason });
      continue;
    }
    const { version, entry, catalog } = value as RegistryEntry;
    games[slug] = withCatalogRecord({ version, entry: resolveEntryUrl(entry, registryUrl)! }, catalog);
  }
  return { games, rejected };
}
