import { deployDirFromEnv } from '../paths';
import { listDeployedVersions, rollbackRemote } from './publish';

// Inside the remotes container: node rollback.js <slug> <version>
async function main() {
  const [slug, version] = process.argv.slice(2);
  const deployDir = deployDirFromEnv();
  if (!slug || !version) {
    throw new Error(`usage: rollback <slug> <version>${slug ? `\ndeployed: ${listDeployedVersions(deployDir, slug).join(', ')}` : ''}`);
  }
  const entry = await rollbackRemote(deployDir, slug, version);
  console.log(`${slug} now serves ${version} (${entry.entry})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
