import fs from 'node:fs';
import path from 'node:path';
import { buildDigest, RELEASE_RECORD, shortDigest } from './build-digest';
import { FolderReleaseStore } from './release-store';
import { makeLive, publishVersion, readRegistry, readReleaseRecord, type PublishedEntry, type ReleaseRecord } from './releases';
import { registryEntryFor } from './registry-entry';

/**
 * Publishing a build that was made on this machine (npm start, the compose seed) into a deploy folder.
 * A version is its bytes, so a build that differs from what is published under its version (a game changed
 * without a version bump, or the same version built from other sources) is published as a new version,
 * `<version>+<digest>`, and made live; the old one stays, for open tabs and for rollbacks.
 */
export interface LocalBuild {
  slug: string;
  /** The version in the game's package.json. */
  version: string;
  /** The finished build (a remote's dist). */
  dir: string;
  /** The entry it goes live with (a seed's release record); by default registryEntryFor(slug, version). */
  registryEntry?: PublishedEntry;
}

/** A version folder from before release records (no release.json): adopted with the digest of what it holds. */
async function adoptUnrecorded(store: FolderReleaseStore, slug: string, version: string): Promise<ReleaseRecord | undefined> {
  const dir = path.join(store.root, slug, version);
  if (!fs.existsSync(path.join(dir, 'mf-manifest.json')) || fs.existsSync(path.join(dir, RELEASE_RECORD))) return undefined;
  const record: ReleaseRecord = { slug, version, digest: buildDigest(dir), registryEntry: registryEntryFor(slug, version, dir), publishedAt: fs.statSync(path.join(dir, 'mf-manifest.json')).mtime.toISOString() };
  await store.writeTextIf(`${slug}/${version}/${RELEASE_RECORD}`, `${JSON.stringify(record, null, 2)}\n`, { ifNoneMatch: '*' }, { cacheControl: 'immutable', contentType: 'application/json' });
  return record;
}

/** The version a build is published under: its own, unless that holds other bytes. */
export async function versionForBuild(store: FolderReleaseStore, build: LocalBuild): Promise<{ version: string; digest: string; published?: ReleaseRecord }> {
  const digest = buildDigest(build.dir);
  const published = (await readReleaseRecord(store, build.slug, build.version)) ?? (await adoptUnrecorded(store, build.slug, build.version));
  if (!published || published.digest === digest) return { version: build.version, digest, published };
  const derived = `${build.version.split('+')[0]}+${shortDigest(digest)}`;
  return { version: derived, digest, published: await readReleaseRecord(store, build.slug, derived) };
}

/**
 * Publishes the build unless exactly these bytes are published already, and makes it live when it is new
 * or when the registry lists no version of the game. A version already published is left as the registry
 * has it, so a rollback survives a restart. Returns what changed, for the log.
 */
export async function releaseLocalBuild(deployDir: string, build: LocalBuild, options: { makeLive?: 'new' | 'never' | 'always' } = {}): Promise<string | undefined> {
  const store = new FolderReleaseStore(deployDir);
  const { version, published } = await versionForBuild(store, build);
  if (published) {
    const live = (await readRegistry(store)).games[build.slug] as { version?: string } | undefined;
    if (options.makeLive === 'never' || live?.version === version || (live && options.makeLive !== 'always')) return undefined;
    await makeLive(store, published);
    return `${build.slug} ${version} listed`;
  }
  const registryEntry =
    version === build.version
      ? (build.registryEntry ?? registryEntryFor(build.slug, version, build.dir))
      : { ...(build.registryEntry ?? {}), ...registryEntryFor(build.slug, version, build.dir) };
  const { record } = await publishVersion(store, { slug: build.slug, version, dir: build.dir, registryEntry });
  if (options.makeLive === 'never') return `${build.slug} ${version} published`;
  await makeLive(store, record);
  return `${build.slug} ${version} deployed${version !== build.version ? ` (its build differs from the published ${build.version})` : ''}`;
}
