import { deployDirFromEnv } from '../paths';
import { FolderReleaseStore } from './release-store';
import { listPublishedVersions, rollbackRelease } from './releases';

// Inside the remotes container: node rollback.js <slug> <version>
async function main() {
  const [slug, version] = process.argv.slice(2);
  const store = new FolderReleaseStore(deployDirFromEnv());
  if (!slug || !version) {
    throw new Error(`usage: rollback <slug> <version>${slug ? `\npublished: ${(await listPublishedVersions(store, slug)).map((r) => r.version).join(', ')}` : ''}`);
  }
  const entry = await rollbackRelease(store, slug, version);
  console.log(`${slug} now serves ${version} (${entry.entry})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
