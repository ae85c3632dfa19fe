import { parseCliOptions, releaseTarget } from './remotes/cli-options';
import { retireGame } from './remotes/catalog-entry';
import { releaseStoreFor } from './remotes/release-store';

/**
 * `npm run retire -- <slug> [--target s3://bucket/prefix]`: takes a game out of the portal with one registry
 * change (the gallery stops listing it, its page answers 404); the host is not released. Its versions stay
 * published, so `npm run rollback --prefix remotes/<slug> -- <version>` brings it back.
 */
async function main() {
  const { options, positional } = parseCliOptions(process.argv.slice(2));
  const slug = positional[0];
  if (!slug || positional.length > 1) throw new Error('name the game to retire: npm run retire -- <slug> [--target s3://bucket/prefix]');
  const store = releaseStoreFor(releaseTarget(options));
  const listed = await retireGame(store, slug);
  console.log(listed ? `${slug} is retired: ${store.where}/registry.json no longer lists it` : `${store.where}/registry.json did not list ${slug}; nothing changed`);
}

main().catch((error) => {
  console.error(`retire failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
