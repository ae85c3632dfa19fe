import path from 'node:path';
import { loadGameFolder, loadGameFolders, type GameFolder } from '@games/shared/build/game-descriptors.js';

export type { GameFolder };

/** The games' folders of this checkout. */
export const REMOTES_DIR = path.resolve(__dirname, '..', '..', 'remotes');

/**
 * Every game's descriptor and catalogue record (remotes/<slug>/game.descriptor.ts), sorted by slug, for scripts,
 * tests and the e2e harness, which read TypeScript already; a file with a problem throws, naming it and the problem.
 */
export function readGameFolders(remotesDir: string = REMOTES_DIR): GameFolder[] {
  return loadGameFolders(remotesDir, require);
}

/** One game's folder (remotes/<slug>, or a generated game elsewhere). */
export function readGameFolder(dir: string): GameFolder {
  return loadGameFolder(dir, require);
}
