import fs from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import webpack, { type Configuration } from 'webpack';
import { precompressDirectory } from '@games/shared/server/precompress';
import { hostDir, remotesSourceDir } from './paths';

type ConfigFactory = (env: unknown, argv: { mode: string }) => Configuration;

function run(config: Configuration, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(`${label} build failed:\n${stats.toString({ all: false, errors: true, colors: false })}`));
      resolve();
    });
  });
}

/** Builds one package's webpack.config.js in production mode, optionally into another folder. */
export async function buildPackage(dir: string, outputPath?: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- each package's webpack.config.js is CommonJS, found at run time
  const factory = require(path.join(dir, 'webpack.config.js')) as ConfigFactory;
  const config = factory({}, { mode: 'production' });
  if (outputPath) config.output = { ...config.output, path: outputPath };
  await run(config, path.relative(path.dirname(hostDir), dir));
  precompressDirectory(config.output!.path!);
  if (dir === hostDir) await buildHostServerRender(path.join(outputPath ?? path.join(hostDir, 'dist'), 'ssr', 'render-page.cjs'));
}

/** The host's server render bundle (see host/src/server-render): the same App, for Node. */
async function buildHostServerRender(outfile: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package's own package.json, found at run time
  const runtimeCoreVersion = (require(path.join(path.dirname(require.resolve('@module-federation/runtime-core')), '..', 'package.json')) as { version: string }).version;
  await esbuild({
    entryPoints: [path.join(hostDir, 'src', 'server-render', 'render-page.tsx')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    define: { RUNTIME_CORE_VERSION: JSON.stringify(runtimeCoreVersion), 'process.env.NODE_ENV': '"production"' },
    outfile,
    logLevel: 'warning',
  });
}

export interface RemotePackage {
  slug: string;
  dir: string;
  version: string;
}

/** Every game under remotes/ (a folder with a package.json and a webpack config). */
export function listRemotes(): RemotePackage[] {
  return fs
    .readdirSync(remotesSourceDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(remotesSourceDir, d.name, 'webpack.config.js')))
    .map((d) => {
      const dir = path.join(remotesSourceDir, d.name);
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
      return { slug: d.name, dir, version: pkg.version };
    })
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Runs tasks with at most `limit` at once (webpack builds are CPU-bound; the machine has 2 cores). */
export async function runLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  });
  await Promise.all(workers);
}
