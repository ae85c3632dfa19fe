// Records what a host build was made from: dist/build-inputs.json lists every source file webpack read (and
// the lockfile, which stands for node_modules) with a hash of its content. `npm start` compares it with the
// files as they are now and rebuilds a host whose sources changed, instead of serving a stale one. The
// games' folders are left out: the host reads games from the live registry, so a game's change never calls
// for a host build.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const BUILD_INPUTS_FILE = 'build-inputs.json';

const hashOf = (file) => createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);

/**
 * The files of a build that count, relative to `repoRoot`: inside the repository, outside node_modules,
 * build output and the games' folders.
 * @param {Iterable<string>} files absolute paths
 * @param {string} repoRoot
 */
function countedInputs(files, repoRoot) {
  return [...files]
    .filter((file) => fs.existsSync(file) && fs.statSync(file).isFile())
    .map((file) => path.relative(repoRoot, file).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('..') && !/(^|\/)(node_modules|dist)\//.test(file) && !file.startsWith('remotes/'))
    .sort();
}

/**
 * Files of `inputs` (relative path → hash) that are gone or differ now.
 * @param {Record<string, string>} inputs
 * @param {string} repoRoot
 * @returns {string[]}
 */
function changedInputs(inputs, repoRoot) {
  return Object.entries(inputs)
    .filter(([file, hash]) => {
      const absolute = path.join(repoRoot, file);
      return !fs.existsSync(absolute) || hashOf(absolute) !== hash;
    })
    .map(([file]) => file);
}

class BuildInputsPlugin {
  /** @param {{ repoRoot: string, extraInputs?: string[] }} options extraInputs: files webpack does not list (the config, the server render's entry) */
  constructor({ repoRoot, extraInputs = [] }) {
    this.repoRoot = repoRoot;
    this.extraInputs = extraInputs;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('BuildInputsPlugin', (compilation) => {
      const files = countedInputs([...compilation.fileDependencies, ...this.extraInputs, path.join(this.repoRoot, 'package-lock.json')], this.repoRoot);
      const inputs = Object.fromEntries(files.map((file) => [file, hashOf(path.join(this.repoRoot, file))]));
      fs.writeFileSync(path.join(compilation.outputOptions.path, BUILD_INPUTS_FILE), `${JSON.stringify(inputs, null, 1)}\n`);
    });
  }
}

module.exports = { BuildInputsPlugin, BUILD_INPUTS_FILE, changedInputs, countedInputs };
