// One theme system for the whole site (issue 30): colours come from light-dark() pairs, so the shell and
// every game follow the system theme or the player's switch together, and no stylesheet hard-codes a colour
// that only works on a light page (a light cell on a dark page, dark ink on a dark cell).
import fs from 'node:fs';
import path from 'node:path';
import { colourLiteralsOutsidePairs } from './theme-lint';

const repoRoot = path.resolve(__dirname, '../../..');

function sources(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full, pattern);
    return pattern.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

const roots = ['host/src', 'shared/src', 'remotes'].map((dir) => path.join(repoRoot, dir));

// Being converted to the theme tokens this session (issue 30); emptied as each part lands.
const PENDING: string[] = [];

test('no stylesheet switches colours with a media query of its own (the theme is one decision: theme.css)', () => {
  const files = roots.flatMap((dir) => sources(dir, /\.(css|tsx?)$/));
  // host/src/theme reads the system's theme to label the switch; it styles nothing.
  const themed = files.filter(
    (file) => file !== __filename && !file.includes(`${path.sep}host${path.sep}src${path.sep}theme${path.sep}`) && /prefers-color-scheme/.test(fs.readFileSync(file, 'utf8')),
  );
  expect(themed.map((file) => path.relative(repoRoot, file))).toEqual([]);
});

test('every colour in a stylesheet or a component is a light-dark() pair, a token, or marked the same in both themes', () => {
  const files = roots
    .flatMap((dir) => sources(dir, /\.(css|tsx)$/))
    .filter((file) => !PENDING.some((prefix) => path.relative(repoRoot, file).startsWith(prefix)));
  const found = files.flatMap((file) =>
    colourLiteralsOutsidePairs(fs.readFileSync(file, 'utf8'), { words: file.endsWith('.css') }).map(
      ({ line, text }) => `${path.relative(repoRoot, file)}:${line}: ${text}`,
    ),
  );
  expect(found).toEqual([]);
});
