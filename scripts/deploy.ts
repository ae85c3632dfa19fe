import fs from 'node:fs';
import path from 'node:path';
import { deployDirFromEnv, remotesSourceDir } from './paths';
import { publishRemote } from './remotes/publish';
import { buildPackage } from './webpack-build';

/**
 * `npm run deploy -w remotes/<slug>`: builds only that game into deploy/remotes/<slug>/<version>/
 * and makes it live in the registry. DEPLOY_VERSION overrides package.json's version (CI pipelines).
 */
async function main() {
  const dir = process.cwd();
  const slug = path.basename(dir);
  if (path.dirname(dir) !== remotesSourceDir || !fs.existsSync(path.join(dir, 'webpack.config.js'))) {
    throw new Error(`run this from a game's folder: npm run deploy -w remotes/<slug> (cwd is ${dir})`);
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const version = process.env.DEPLOY_VERSION ?? pkg.version;
  const deployDir = deployDirFromEnv();
  const result = await publishRemote(deployDir, slug, version, (staging) => buildPackage(dir, staging));
  console.log(`deployed ${slug} ${version} → ${result.dir}\nregistry entry: ${result.entry}`);
}

main().catch((error) => {
  console.error(`deploy failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
