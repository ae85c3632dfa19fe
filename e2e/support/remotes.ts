import fs from 'node:fs';
import path from 'node:path';
import { descriptorProblems, type GameDescriptor } from '@games/shared/contracts';
import { GAME_RECORDS } from '../../host/src/catalog/game-records';

// The games with a remote, found by their descriptors (remotes/<slug>/game.descriptor.ts), so the e2e
// drills and the benches cover a new game without a hand edit. Used by Playwright specs and, through tsx,
// by scripts/bench.

export const REMOTES_DIR = path.resolve(__dirname, '..', '..', 'remotes');
export const DESCRIPTOR_FILE = 'game.descriptor.ts';

/** Every remote's descriptor, by slug; a descriptor with a problem throws, naming the file and the problem. */
export function loadGameDescriptors(remotesDir: string = REMOTES_DIR): GameDescriptor[] {
  const folders = fs
    .readdirSync(remotesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(remotesDir, entry.name, DESCRIPTOR_FILE)))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
  return folders.map((folder) => {
    const file = path.join(remotesDir, folder, DESCRIPTOR_FILE);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the list of files is only known at run time
    const { descriptor } = require(file) as { descriptor?: unknown };
    const problems = descriptorProblems(descriptor, folder);
    if (problems.length) throw new Error(`${path.relative(process.cwd(), file)}:\n  ${problems.join('\n  ')}`);
    return descriptor as GameDescriptor;
  });
}

/** The games of this checkout. */
export const GAME_DESCRIPTORS: readonly GameDescriptor[] = loadGameDescriptors();

export function descriptorFor(slug: string): GameDescriptor | undefined {
  return GAME_DESCRIPTORS.find((game) => game.slug === slug);
}

/** Where the drills open a game. */
export const drillPathOf = (game: GameDescriptor): string => game.e2ePath ?? `/game/${game.slug}`;

/**
 * Catalogue games (in catalogue order) that have no remote in this checkout: the portal shows them as
 * "not available". The pages spec opens the first, the new-game spec generates the last, so the two never
 * meet; each moves on by itself when a game gets built.
 */
export function catalogueGamesWithoutRemote(remotesDir: string = REMOTES_DIR): string[] {
  return GAME_RECORDS.filter((game) => game.gallery && !fs.existsSync(path.join(remotesDir, game.slug))).map((game) => game.slug);
}
