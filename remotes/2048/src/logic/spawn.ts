import type { Random } from '@games/shared/game-kit';
import { emptyPositions, withTile, type Grid } from './grid';

/** Chance that a new tile is a 2 rather than a 4, as in the original. */
export const TWO_PROBABILITY = 0.9;

export function spawnValue(random: Random): 2 | 4 {
  return random.next() < TWO_PROBABILITY ? 2 : 4;
}

/** Adds a new 2 (90%) or 4 (10%) in a random empty cell; a full grid is returned unchanged. */
export function spawnTile(grid: Grid, random: Random, id: number): { grid: Grid; spawned: boolean } {
  const empty = emptyPositions(grid);
  if (empty.length === 0) return { grid, spawned: false };
  const { row, col } = random.pick(empty);
  const value = spawnValue(random);
  return { grid: withTile(grid, { id, value, row, col, isNew: true }), spawned: true };
}
