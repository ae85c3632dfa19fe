import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_RECORD } from './build-digest';
import { releaseLocalBuild } from './local-releases';
import { FolderReleaseStore } from './release-store';
import { readRegistry, readReleaseRecord } from './releases';

/**
 * Brings the versions baked into an image (seedDir/<slug>/<version>/, the seed's registry.json naming the
 * live ones) into the live deploy folder. Every version is kept; a version the folder has never seen goes
 * live if the seed's registry names it; versions already there are left as the folder's registry has
 * them, so a rollback done in the running system survives a restart. A seed version holding other bytes
 * than the folder's same version (an image built from other sources) comes in as `<version>+<digest>`.
 */
export async function syncSeed(seedDir: string, deployDir: string): Promise<string[]> {
  const changes: string[] = [];
  if (!fs.existsSync(seedDir)) return changes;
  const seed = new FolderReleaseStore(seedDir);
  const seedRegistry = await readRegistry(seed);
  const versions: Array<{ slug: string; version: string; live: boolean }> = [];
  for (const slug of fs.readdirSync(seedDir)) {
    const slugDir = path.join(seedDir, slug);
    if (slug.startsWith('.') || !fs.statSync(slugDir).isDirectory()) continue;
    for (const version of fs.readdirSync(slugDir)) {
      if (!fs.existsSync(path.join(slugDir, version, RELEASE_RECORD))) continue;
      versions.push({ slug, version, live: (seedRegistry.games[slug] as { version?: string } | undefined)?.version === version });
    }
  }
  // Older versions first, the live ones last.
  for (const { slug, version, live } of versions.sort((a, b) => Number(a.live) - Number(b.live))) {
    const record = await readReleaseRecord(seed, slug, version);
    const change = await releaseLocalBuild(deployDir, { slug, version, dir: path.join(seedDir, slug, version), registryEntry: record?.registryEntry }, { makeLive: live ? 'new' : 'never' });
    if (change) changes.push(change);
  }
  return changes;
}
