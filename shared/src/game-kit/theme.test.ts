// One theme decision for the whole site (issue 21): the portal has one light theme, so no game may switch
// its own board to dark colours inside the light shell (zip-game once did, under prefers-color-scheme: dark).
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return /\.(css|tsx?)$/.test(entry.name) ? [full] : [];
  });
}

test('no stylesheet of the host, the kit or a game has a colour scheme of its own', () => {
  const files = ['host/src', 'shared/src', 'remotes'].flatMap((dir) => stylesheets(path.join(repoRoot, dir)));
  const themed = files.filter((file) => file !== __filename && /prefers-color-scheme/.test(fs.readFileSync(file, 'utf8')));
  expect(themed.map((file) => path.relative(repoRoot, file))).toEqual([]);
});
