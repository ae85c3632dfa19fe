import path from 'node:path';
import { copyBuild, publishRemote } from './publish';
import { listRemotes } from '../webpack-build';

// Image build step: every remote's dist → <seedDir>/<slug>/<version>/ (the remotes image's seed).
async function main() {
  const seedDir = path.resolve(process.argv[2] ?? 'seed');
  for (const remote of listRemotes()) {
    await publishRemote(seedDir, remote.slug, remote.version, copyBuild(path.join(remote.dir, 'dist')));
    console.log(`seeded ${remote.slug} ${remote.version}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
