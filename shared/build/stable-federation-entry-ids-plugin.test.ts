import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Compilation, type Module } from 'webpack';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack internals and the CommonJS build config have no typed import
const { getFullModuleName } = require('webpack/lib/ids/IdHelpers') as { getFullModuleName: (module: Module, context: string, root: object) => string };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack internals and the CommonJS build config have no typed import
const { createRemoteConfig } = require('./remote-webpack-config.js') as { createRemoteConfig: (dir: string, options?: { outputPath?: string }) => (env: unknown, argv: { mode: string }) => webpack.Configuration };

const repoRoot = path.resolve(__dirname, '..', '..');

// The build reads the game's descriptor with tsx's require, which jest's module system cannot host; jest's
// own require reads TypeScript.
jest.mock('./game-descriptors', () => {
  const actual = jest.requireActual('./game-descriptors');
  return { ...actual, loadGameFolder: (dir: string) => actual.loadGameFolder(dir, require) };
});

/**
 * A release is the digest of its build, and CI, developers and image builds build in different folders, so no
 * module id may be hashed from a name that holds the checkout's folder. Webpack's deterministic ids hash a
 * module's name with paths made relative only at the start of each part of its identifier; the federation
 * entry and the modules providing shared React hold the absolute path elsewhere, and word-scramble's
 * words.json moved to a salted id in one folder and not in another. The plugin names those modules first.
 */
test('every module id a remote build hashes from a name is free of the checkout folder', async () => {
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'stable-ids-'));
  const config = createRemoteConfig(path.join(repoRoot, 'remotes', '2048'), { outputPath })({}, { mode: 'production' });
  const compiler = webpack({ ...config, optimization: { ...config.optimization, minimize: false } });
  const folderBound: string[] = [];
  compiler.hooks.thisCompilation.tap('test', (compilation: Compilation) => {
    // After webpack's DeterministicModuleIdsPlugin (stage 0) has given every remaining module its id.
    compilation.hooks.moduleIds.tap({ name: 'test', stage: 100 }, (modules) => {
      for (const module of modules) {
        if (typeof compilation.chunkGraph.getModuleId(module) !== 'number') continue;
        const name = getFullModuleName(module, compiler.context, compiler.root);
        if (name.includes(repoRoot)) folderBound.push(name);
      }
    });
  });
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  fs.rmSync(outputPath, { recursive: true, force: true });
  expect(stats?.toJson({ all: false, errors: true }).errors?.map((e) => e.message.slice(0, 300))).toEqual([]);
  expect(folderBound).toEqual([]);
}, 120_000);
