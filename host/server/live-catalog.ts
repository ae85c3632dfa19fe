import fs from 'node:fs';
import path from 'node:path';
import { catalogRecordProblems, parseRegistry, type CatalogRecord } from '@games/shared/contracts';
import { catalogOf, type Catalog, type PageRecord } from '../src/catalog/catalog';
import { withDeadline } from './with-deadline';

/**
 * The catalogue the server renders and routes with, read from the live registry: each listed game's
 * record as its release published it. A deploy, a rollback or a retired game shows on the next page without
 * a host rebuild. A registry read is shared by the requests that arrive while it runs, is kept for `freshMs`
 * (a deploy shows within a second, and a busy server reads the registry at most about once a second) and
 * must answer within `timeoutMs`; when it does not, the last catalogue read is used, and before any read
 * succeeded, the snapshot built into the host (host/build/catalog-snapshot-plugin.js) is.
 */
export interface LiveCatalogOptions {
  /** The registry URL browsers use: art and entries resolve against it, as the client resolves them. */
  registryUrl: string;
  /** Where this server fetches the registry (inside a container network it may differ). */
  serverRegistryUrl: string;
  /** Records by slug, for a registry that cannot be read and for entries published without a record. */
  snapshot: Readonly<Record<string, CatalogRecord>>;
  timeoutMs?: number;
  freshMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** The file the host build writes beside index.html: every game's record, its art under /assets/catalog/. */
export const CATALOG_SNAPSHOT_FILE = 'catalog-snapshot.json';

/** The snapshot of the host build in `distDir`; empty (and said so) for a build without one. */
export function readCatalogSnapshot(distDir: string): Record<string, CatalogRecord> {
  try {
    const records = JSON.parse(fs.readFileSync(path.join(distDir, CATALOG_SNAPSHOT_FILE), 'utf8')) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(records).filter(([, record]) => catalogRecordProblems(record, { art: 'url' }).length === 0)) as Record<string, CatalogRecord>;
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'no catalogue snapshot: while the registry is unreadable no game is listed', error: String(error) }));
    return {};
  }
}


/**
 * The catalogue of a registry document: every listed game with its published record, else its snapshot
 * record (a release from before records, or an entry rejected as malformed: the game stays known, and its
 * page says it is not available). Undefined for a document that is not a registry.
 */
export function catalogFromRegistry(document: unknown, registryUrl: string, fallback: Readonly<Record<string, PageRecord>>): Catalog | undefined {
  const { games, rejected, documentProblem } = parseRegistry(document, registryUrl);
  if (documentProblem) return undefined;
  const records: Record<string, PageRecord> = {};
  for (const [slug, entry] of Object.entries(games)) {
    const record = entry.catalog ?? fallback[slug];
    if (record) records[slug] = record;
  }
  for (const { slug } of rejected) if (fallback[slug]) records[slug] = fallback[slug];
  return catalogOf(records);
}

export function createLiveCatalog(options: LiveCatalogOptions) {
  const timeoutMs = options.timeoutMs ?? 300;
  const freshMs = options.freshMs ?? 1000;
  const now = options.now ?? Date.now;
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const snapshot = catalogOf(options.snapshot);
  let last: { catalog: Catalog; at: number } | undefined;
  let inFlight: Promise<Catalog> | undefined;
  let failing = false;

  const read = async (): Promise<Catalog> => {
    const response = await fetchImpl(options.serverRegistryUrl, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${options.serverRegistryUrl} answered ${response.status}`);
    // Records the registry lacks come from the last catalogue read, else the snapshot.
    const catalog = catalogFromRegistry(await response.json(), options.registryUrl, { ...options.snapshot, ...last?.catalog.records });
    if (!catalog) throw new Error(`${options.serverRegistryUrl} is not a registry`);
    return catalog;
  };

  /** The catalogue to serve now; never rejects. */
  return function currentCatalog(): Promise<Catalog> {
    if (last && now() - last.at < freshMs) return Promise.resolve(last.catalog);
    inFlight ??= withDeadline(read(), timeoutMs)
      .then(
        (catalog) => {
          failing = false;
          // The same records keep the same object, so pages rendered from it stay cached.
          last = { catalog: last?.catalog.version === catalog.version ? last.catalog : catalog, at: now() };
          return last.catalog;
        },
        (error: unknown) => {
          if (!failing) console.warn(JSON.stringify({ level: 'warn', msg: 'registry unreadable: serving the last catalogue read', error: String(error) }));
          failing = true;
          // Kept like a read, so a registry that is down is asked about once per freshMs, not on every page.
          last = { catalog: last?.catalog ?? snapshot, at: now() };
          return last.catalog;
        },
      )
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}
