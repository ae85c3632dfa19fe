import fs from 'node:fs';
import path from 'node:path';
import { releaseLocalBuild } from './local-releases';
import { FolderReleaseStore } from './release-store';
import { DEFAULT_RETENTION_DAYS, pruneReleases } from './releases';
import { listRemotes } from '../webpack-build';

/**
 * Image build step: the remotes image's seed. It starts from the previous image's seed (--previous, so
 * the versions open tabs still load stay available), adds every remote's dist as the live version, and
 * drops versions no registry of the seed has named for the retention period.
 *   bake-seed <seedDir> [--previous <previous seedDir>] [--retention-days 30]
 */
async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const seedDir = path.resolve(args[0] ?? 'seed');
  const previous = option('--previous');
  if (previous && fs.existsSync(previous) && fs.readdirSync(previous).length > 0) {
    fs.cpSync(previous, seedDir, { recursive: true });
    console.log(`started from the previous seed ${previous}`);
  }
  for (const remote of listRemotes()) {
    const dist = path.join(remote.dir, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${remote.slug} is not built (${dist})`);
    console.log((await releaseLocalBuild(seedDir, { slug: remote.slug, version: remote.version, dir: dist }, { makeLive: 'always' })) ?? `${remote.slug} ${remote.version} unchanged`);
  }
  const pruned = await pruneReleases(new FolderReleaseStore(seedDir), { retentionDays: Number(option('--retention-days') ?? DEFAULT_RETENTION_DAYS) });
  for (const { slug, version } of pruned.removed) console.log(`dropped ${slug} ${version} (not live for the retention period)`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
