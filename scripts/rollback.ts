import path from 'node:path';
import { deployDirFromEnv } from './paths';
import { listDeployedVersions, rollbackRemote } from './remotes/publish';

/** `npm run rollback -w remotes/<slug> -- <version>`: points the registry at a deployed version. */
async function main() {
  const slug = path.basename(process.cwd());
  const version = process.argv[2];
  const deployDir = deployDirFromEnv();
  if (!version) {
    const versions = listDeployedVersions(deployDir, slug);
    throw new Error(`name the version to go back to: npm run rollback -w remotes/${slug} -- <version>\ndeployed: ${versions.join(', ') || 'none'}`);
  }
  const entry = await rollbackRemote(deployDir, slug, version);
  console.log(`${slug} now serves ${version} (${entry.entry})`);
}

main().catch((error) => {
  console.error(`rollback failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
