// Dealing from a pack: a seed picks a puzzle and one of the eight turns and mirrors of its field (the clue
// border stays at the top and left; a run turned around keeps its sum), so one pack gives eight times as many
// puzzles. The same seed always deals the same puzzle.
import { createRandom } from '@games/shared/game-kit/random';
import type { KakuroPuzzle } from './layout';
import { parsePuzzle, type PuzzlePack } from './pack';

/** The field (inside the clue border) turned or mirrored: bit 0 flips rows, bit 1 flips columns, bit 2 transposes. */
export function transformPuzzle(puzzle: KakuroPuzzle, symmetry: number): KakuroPuzzle {
  const { size } = puzzle;
  const m = size - 1;
  const solution = new Array<number>(size * size).fill(0);
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < m; j++) {
      let r = symmetry & 1 ? m - 1 - i : i;
      let c = symmetry & 2 ? m - 1 - j : j;
      if (symmetry & 4) [r, c] = [c, r];
      solution[(r + 1) * size + c + 1] = puzzle.solution[(i + 1) * size + j + 1];
    }
  }
  return { size, solution };
}

export function dealPuzzle(pack: PuzzlePack, seed: string): KakuroPuzzle {
  const random = createRandom(`kakuro:${pack.level}:${seed}`);
  const base = parsePuzzle(pack.size, pack.puzzles[random.int(0, pack.puzzles.length - 1)]);
  return transformPuzzle(base, random.int(0, 7));
}
