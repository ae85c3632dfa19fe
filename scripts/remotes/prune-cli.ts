import { parseCliOptions, releaseTarget } from './cli-options';
import { releaseStoreFor } from './release-store';
import { DEFAULT_RETENTION_DAYS, pruneReleases } from './releases';

/**
 * `npm run prune -- [--target s3://bucket/prefix] [--retention-days 30] [--dry-run]` (in the remotes
 * container: node prune.js …): removes game versions no registry has pointed to for the retention period.
 */
async function main() {
  const { options } = parseCliOptions(process.argv.slice(2));
  const store = releaseStoreFor(releaseTarget(options));
  const retentionDays = options['retention-days'] === undefined ? DEFAULT_RETENTION_DAYS : Number(options['retention-days']);
  if (!Number.isFinite(retentionDays) || retentionDays < 1) throw new Error('--retention-days must be a number of days, 1 or more');
  const dryRun = options['dry-run'] === true;
  const { removed, kept } = await pruneReleases(store, { retentionDays, dryRun });
  for (const { slug, version } of removed) console.log(`${dryRun ? 'would remove' : 'removed'} ${slug} ${version}`);
  console.log(`${removed.length} version(s) ${dryRun ? 'to remove' : 'removed'}, ${kept.length} kept (live, or live within ${retentionDays} days) in ${store.where}`);
}

main().catch((error) => {
  console.error(`prune failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
