import path from 'node:path';
import { REGISTRY_SCHEMA_VERSION } from '@games/shared/contracts';
import { buildDigest, listFiles, RELEASE_RECORD, shortDigest } from './build-digest';
import type { ObjectHeaders, ReleaseStore } from './release-store';

/**
 * Game releases on a ReleaseStore (a deploy folder or a bucket):
 * - publishVersion uploads a build into <slug>/<version>/ once: every file is created, never replaced, and
 *   the folder's release.json (digest and registry entry) is written last. A version is its bytes: other
 *   bytes under a published version are refused; the same bytes again are a no-op (a retried release).
 * - makeLive points the registry at a published version with a conditional write (If-Match on the ETag
 *   read; on a conflict it re-reads, re-applies and retries), so two teams releasing at once both land.
 *   Until that write, nothing a visitor loads names the new version: a release that fails half-way is
 *   invisible.
 * - pruneReleases removes versions no registry has pointed to for the retention period.
 */
export const REGISTRY_FILE = 'registry.json';
/** Every switch of a game's live version, for the prune: when did a version stop being live? */
export const HISTORY_FILE = 'release-history.json';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Old versions stay this long after the registry last pointed to them (an open tab keeps loading them). */
export const DEFAULT_RETENTION_DAYS = 30;

/** An entry as the registry holds it: version and entry, plus whatever else a release publishes (catalogue fields). */
export type PublishedEntry = { version: string; entry: string } & Record<string, unknown>;

export interface ReleaseRecord {
  slug: string;
  version: string;
  digest: string;
  /** Written into the registry as given when this version goes live (deploy or rollback). */
  registryEntry: PublishedEntry;
  publishedAt: string;
}

interface RegistryDocument {
  schemaVersion: number;
  games: Record<string, unknown>;
  [field: string]: unknown;
}

interface HistoryDocument {
  schemaVersion: 1;
  events: Array<{ slug: string; version: string; at: string }>;
}

export class VersionExistsError extends Error {
  constructor(slug: string, version: string, published: string, offered: string) {
    super(
      `${slug} ${version} is already published with other bytes (${shortDigest(published)}, this build ${shortDigest(offered)}); ` +
        `a version is never overwritten: bump the version in remotes/${slug}/package.json (npm run versions -- --write)`,
    );
    this.name = 'VersionExistsError';
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.map': 'application/json; charset=utf-8',
};

/** The type a file is served with; a precompressed variant (x.js.br) keeps its original's type. */
export function contentTypeOf(file: string): string {
  const base = file.replace(/\.(br|gz)$/, '');
  return CONTENT_TYPES[path.extname(base).toLowerCase()] ?? 'application/octet-stream';
}

const versionFolder = (slug: string, version: string) => `${slug}/${version}`;
const jsonHeaders = (cacheControl: string): ObjectHeaders => ({ cacheControl, contentType: 'application/json; charset=utf-8' });

export async function readReleaseRecord(store: ReleaseStore, slug: string, version: string): Promise<ReleaseRecord | undefined> {
  const stored = await store.readText(`${versionFolder(slug, version)}/${RELEASE_RECORD}`);
  return stored ? (JSON.parse(stored.text) as ReleaseRecord) : undefined;
}

/** Versions of a game whose upload finished (release.json written), oldest first by publication. */
export async function listPublishedVersions(store: ReleaseStore, slug: string): Promise<ReleaseRecord[]> {
  const records = await Promise.all(
    (await store.list(`${slug}/`))
      .filter((key) => key.split('/').length === 3 && key.endsWith(`/${RELEASE_RECORD}`))
      .map((key) => readReleaseRecord(store, slug, key.split('/')[1])),
  );
  return records.filter((r): r is ReleaseRecord => r !== undefined).sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

/**
 * Runs tasks with at most `limit` at once. After a failure no new task starts, and the error is thrown once
 * the running ones have settled, so nothing is still uploading when the caller reports the failure.
 */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  let failure: { error: unknown } | undefined;
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined && !failure; item = queue.shift()) {
        try {
          await task(item);
        } catch (error) {
          failure ??= { error };
        }
      }
    }),
  );
  if (failure) throw failure.error;
}

export interface PublishOptions {
  slug: string;
  version: string;
  /** The finished build folder (a remote's dist). */
  dir: string;
  /** The registry entry this version goes live with; defaults to { version, entry: '<slug>/<version>/mf-manifest.json' }. */
  registryEntry?: PublishedEntry;
  now?: () => Date;
}

/** Uploads a build as <slug>/<version>/ unless that version already holds exactly these bytes. */
export async function publishVersion(store: ReleaseStore, options: PublishOptions): Promise<{ record: ReleaseRecord; uploaded: boolean }> {
  const { slug, version, dir } = options;
  const digest = buildDigest(dir);
  const existing = await readReleaseRecord(store, slug, version);
  if (existing) {
    if (existing.digest !== digest) throw new VersionExistsError(slug, version, existing.digest, digest);
    return { record: existing, uploaded: false };
  }
  const files = listFiles(dir).filter((f) => f !== RELEASE_RECORD);
  if (!files.includes('mf-manifest.json')) throw new Error(`${dir} holds no mf-manifest.json: build ${slug} first`);
  // The manifest (what the registry will name) after everything it points to.
  const isManifest = (f: string) => f.startsWith('mf-manifest.json');
  const upload = async (file: string) => {
    const result = await store.putOnce(`${versionFolder(slug, version)}/${file}`, path.join(dir, file), { cacheControl: IMMUTABLE, contentType: contentTypeOf(file) });
    if (result === 'different') {
      const other = await readReleaseRecord(store, slug, version);
      throw new VersionExistsError(slug, version, other?.digest ?? `unfinished upload (${file} differs)`, digest);
    }
  };
  await eachLimited(files.filter((f) => !isManifest(f)), 8, upload);
  await eachLimited(files.filter(isManifest), 3, upload);
  const record: ReleaseRecord = {
    slug,
    version,
    digest,
    registryEntry: options.registryEntry ?? { version, entry: `${versionFolder(slug, version)}/mf-manifest.json` },
    publishedAt: (options.now?.() ?? new Date()).toISOString(),
  };
  const created = await store.writeTextIf(`${versionFolder(slug, version)}/${RELEASE_RECORD}`, `${JSON.stringify(record, null, 2)}\n`, { ifNoneMatch: '*' }, jsonHeaders(IMMUTABLE));
  if (!created) {
    // A concurrent publish of the same version finished first: fine if it holds the same bytes.
    const winner = (await readReleaseRecord(store, slug, version))!;
    if (winner.digest !== digest) throw new VersionExistsError(slug, version, winner.digest, digest);
    return { record: winner, uploaded: true };
  }
  return { record, uploaded: true };
}

export interface UpdateOptions {
  /** Conditional writes tried before giving up (each conflict means another release landed meanwhile). */
  attempts?: number;
  onConflict?: (attempt: number) => void;
}

/**
 * Read-modify-write of a JSON object with optimistic concurrency: the write carries If-Match on the ETag
 * read (If-None-Match: * when the object did not exist); when another writer got there first the change is
 * applied again to what it wrote. Back-off with jitter keeps two writers from colliding round after round.
 */
export async function updateJson<T>(
  store: ReleaseStore,
  file: string,
  cacheControl: string,
  empty: () => T,
  change: (current: T) => T,
  options: UpdateOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 25;
  for (let attempt = 1; ; attempt++) {
    const stored = await store.readText(file);
    const next = change(stored ? (JSON.parse(stored.text) as T) : empty());
    const written = await store.writeTextIf(file, `${JSON.stringify(next, null, 2)}\n`, stored ? { ifMatch: stored.etag } : { ifNoneMatch: '*' }, jsonHeaders(cacheControl));
    if (written) return next;
    options.onConflict?.(attempt);
    if (attempt >= attempts) throw new Error(`${file} in ${store.where} kept changing under ${attempts} attempts; try again`);
    await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** Math.min(attempt, 6)) * (0.5 + Math.random())));
  }
}

function checkedRegistry(doc: RegistryDocument, where: string): RegistryDocument {
  if (doc.schemaVersion !== REGISTRY_SCHEMA_VERSION || typeof doc.games !== 'object' || doc.games === null || Array.isArray(doc.games)) {
    throw new Error(`${REGISTRY_FILE} in ${where} is not a schemaVersion ${REGISTRY_SCHEMA_VERSION} registry; fix or remove it`);
  }
  return doc;
}

export async function readRegistry(store: ReleaseStore): Promise<RegistryDocument> {
  const stored = await store.readText(REGISTRY_FILE);
  return stored ? checkedRegistry(JSON.parse(stored.text) as RegistryDocument, store.where) : { schemaVersion: REGISTRY_SCHEMA_VERSION, games: {} };
}

/**
 * Makes a published version live: one history event (written first, so the prune never takes a version
 * that may be live), then one conditional registry write that changes only this game's entry and keeps
 * every other field and game as it finds them.
 */
export async function makeLive(store: ReleaseStore, record: ReleaseRecord, options: UpdateOptions & { now?: () => Date } = {}): Promise<PublishedEntry> {
  const at = (options.now?.() ?? new Date()).toISOString();
  await updateJson<HistoryDocument>(
    store,
    HISTORY_FILE,
    'no-store',
    () => ({ schemaVersion: 1, events: [] }),
    (history) => ({ ...history, events: [...history.events, { slug: record.slug, version: record.version, at }] }),
    options,
  );
  await updateJson<RegistryDocument>(
    store,
    REGISTRY_FILE,
    'no-cache',
    () => ({ schemaVersion: REGISTRY_SCHEMA_VERSION, games: {} }),
    (current) => {
      const registry = checkedRegistry(current, store.where);
      return { ...registry, games: { ...registry.games, [record.slug]: record.registryEntry } };
    },
    options,
  );
  return record.registryEntry;
}

/** Publish (or find already published) and make live: `npm run deploy`. */
export async function deployRelease(store: ReleaseStore, options: PublishOptions & UpdateOptions) {
  const { record, uploaded } = await publishVersion(store, options);
  const entry = await makeLive(store, record, options);
  return { record, uploaded, entry };
}

/** Points the registry at a version already published: one registry write. */
export async function rollbackRelease(store: ReleaseStore, slug: string, version: string, options: UpdateOptions = {}) {
  const record = await readReleaseRecord(store, slug, version);
  if (!record) {
    const known = (await listPublishedVersions(store, slug)).map((r) => r.version);
    throw new Error(`${slug} ${version} is not published in ${store.where}. Published versions: ${known.length ? known.join(', ') : 'none'}`);
  }
  return makeLive(store, record, options);
}

export interface PruneResult {
  removed: Array<{ slug: string; version: string }>;
  kept: Array<{ slug: string; version: string; reason: string }>;
}

/**
 * Removes versions that are not live and that no registry has pointed to for `retentionDays` (a version
 * never made live counts from its publication). The live versions, and anything the history cannot date,
 * stay. Each version's release.json goes first, so a version half-removed is simply not published.
 */
export async function pruneReleases(store: ReleaseStore, options: { retentionDays?: number; now?: Date; dryRun?: boolean } = {}): Promise<PruneResult> {
  const retentionMs = (options.retentionDays ?? DEFAULT_RETENTION_DAYS) * 86_400_000;
  const now = (options.now ?? new Date()).getTime();
  const registry = await readRegistry(store);
  const history = JSON.parse((await store.readText(HISTORY_FILE))?.text ?? '{"events":[]}') as HistoryDocument;
  const result: PruneResult = { removed: [], kept: [] };
  const keys = await store.list('');
  const versions = new Map<string, string[]>();
  for (const key of keys) {
    const [slug, version, ...rest] = key.split('/');
    if (!version || rest.length === 0) continue;
    const id = `${slug}/${version}`;
    versions.set(id, [...(versions.get(id) ?? []), key]);
  }
  for (const [id, files] of versions) {
    const [slug, version] = id.split('/');
    const live = (registry.games[slug] as { version?: string } | undefined)?.version === version;
    if (live) {
      result.kept.push({ slug, version, reason: 'live' });
      continue;
    }
    // The version stopped being live at the first switch of this game after its last switch to it.
    const events = history.events.filter((e) => e.slug === slug);
    const lastOn = events.map((e, i) => (e.version === version ? i : -1)).reduce((a, b) => Math.max(a, b), -1);
    let liveUntil: number | undefined;
    if (lastOn >= 0) liveUntil = lastOn + 1 < events.length ? Date.parse(events[lastOn + 1].at) : now;
    else liveUntil = Date.parse((await readReleaseRecord(store, slug, version))?.publishedAt ?? '');
    if (!Number.isFinite(liveUntil)) {
      result.kept.push({ slug, version, reason: 'no release record or history to date it' });
      continue;
    }
    if (now - liveUntil! < retentionMs) {
      result.kept.push({ slug, version, reason: `last live ${new Date(liveUntil!).toISOString()}` });
      continue;
    }
    if (!options.dryRun) {
      const record = files.filter((f) => f.endsWith(`/${RELEASE_RECORD}`));
      await store.remove(record);
      await store.remove(files.filter((f) => !record.includes(f)));
    }
    result.removed.push({ slug, version });
  }
  return result;
}
