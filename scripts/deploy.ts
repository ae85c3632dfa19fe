import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remotesSourceDir } from './paths';
import { parseCliOptions, releaseTarget } from './remotes/cli-options';
import { releaseStoreFor } from './remotes/release-store';
import { deployRelease } from './remotes/releases';
import { registryEntryFor } from './remotes/registry-entry';
import { buildPackage } from './webpack-build';

/**
 * `npm run deploy --prefix remotes/<slug> [-- --target s3://bucket/prefix]`: builds only that game, uploads it as
 * <slug>/<version>/ (files immutable, never overwritten; release.json last) and makes it live with one
 * conditional registry write. Without --target it goes to the deploy folder (REMOTES_DEPLOY_DIR).
 * DEPLOY_VERSION overrides package.json's version (CI pipelines).
 */
async function main() {
  const dir = process.cwd();
  const slug = path.basename(dir);
  if (path.dirname(dir) !== remotesSourceDir || !fs.existsSync(path.join(dir, 'webpack.config.js'))) {
    throw new Error(`run this from a game's folder: npm run deploy --prefix remotes/<slug> (cwd is ${dir})`);
  }
  const { options } = parseCliOptions(process.argv.slice(2));
  const store = releaseStoreFor(releaseTarget(options));
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const version = process.env.DEPLOY_VERSION ?? pkg.version;
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), `deploy-${slug}-`));
  try {
    await buildPackage(dir, staging);
    const { record, uploaded } = await deployRelease(store, { slug, version, dir: staging, registryEntry: registryEntryFor(slug, version, staging) });
    console.log(`${uploaded ? 'deployed' : 'already published, made live:'} ${slug} ${version} (${record.digest}) → ${store.where}/${slug}/${version}/\nregistry entry: ${JSON.stringify(record.registryEntry)}`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`deploy failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
