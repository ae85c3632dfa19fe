// Reads games' descriptor files (remotes/<slug>/game.descriptor.ts: the e2e `descriptor` and the catalogue
// record `catalog`). Build code runs in plain Node (the webpack configs, also when webpack's own CLI runs
// them), where require() cannot read TypeScript: by default tsx's API compiles each file on its own, without
// registering anything for the rest of the process. Code that already reads TypeScript (tsx scripts, jest,
// Playwright) passes its own require.
const fs = require('node:fs');
const path = require('node:path');
const { require: requireTypeScript } = require('tsx/cjs/api');

const DESCRIPTOR_FILE = 'game.descriptor.ts';
const CONTRACT_FILE = path.join(__dirname, '..', 'src', 'contracts', 'game-descriptor.ts');
const requireWithTsx = (file) => requireTypeScript(file, __filename);

/**
 * The game in `dir`; throws, naming the file and every problem, when its descriptor file is not usable.
 * @param {string} dir a game's folder (remotes/<slug>, or a generated game elsewhere)
 * @param {(file: string) => any} [requireModule] a require that reads TypeScript
 */
function loadGameFolder(dir, requireModule = requireWithTsx) {
  const file = path.join(dir, DESCRIPTOR_FILE);
  const { descriptor, catalog } = requireModule(file);
  const { gameFolderProblems } = requireModule(CONTRACT_FILE);
  const problems = gameFolderProblems({ descriptor, catalog }, path.basename(dir));
  if (problems.length) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return { dir, descriptor, catalog };
}

/**
 * Every game under `remotesDir` (a folder with a descriptor file), sorted by slug.
 * @param {string} remotesDir
 * @param {(file: string) => any} [requireModule] a require that reads TypeScript
 */
function loadGameFolders(remotesDir, requireModule = requireWithTsx) {
  return fs
    .readdirSync(remotesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(remotesDir, entry.name, DESCRIPTOR_FILE)))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b))
    .map((name) => loadGameFolder(path.join(remotesDir, name), requireModule));
}

module.exports = { DESCRIPTOR_FILE, loadGameFolder, loadGameFolders };
