import path from 'node:path';
import { parseCliOptions, releaseTarget } from './remotes/cli-options';
import { releaseStoreFor } from './remotes/release-store';
import { listPublishedVersions, rollbackRelease } from './remotes/releases';

/**
 * `npm run rollback --prefix remotes/<slug> -- <version> [--target s3://bucket/prefix]`: points the registry at a
 * published version, with one conditional registry write. Without a version it lists the published ones.
 */
async function main() {
  const slug = path.basename(process.cwd());
  const { options, positional } = parseCliOptions(process.argv.slice(2));
  const store = releaseStoreFor(releaseTarget(options));
  const version = positional[0];
  if (!version) {
    const versions = (await listPublishedVersions(store, slug)).map((r) => r.version);
    throw new Error(`name the version to go back to: npm run rollback --prefix remotes/${slug} -- <version>\npublished in ${store.where}: ${versions.join(', ') || 'none'}`);
  }
  const entry = await rollbackRelease(store, slug, version);
  console.log(`${slug} now serves ${version} (${entry.entry}) from ${store.where}`);
}

main().catch((error) => {
  console.error(`rollback failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
