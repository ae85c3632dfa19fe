// Deals a puzzle for a seed: picks a pack puzzle and applies a random symmetry of the sudoku rules
// (relabel digits, reorder bands/stacks and the rows/columns inside them, transpose). Every symmetry
// keeps the solution unique and the techniques needed, and the ones used here also keep 180° symmetry.
import { createRandom, type Random } from '@games/shared/game-kit/random';
import type { Difficulty } from './difficulty';
import { CELL_COUNT, cellAt, parseGrid, type Grid } from './grid';
import type { PuzzlePack } from './pack';
import { solveUnique } from './solver';

export interface DealtPuzzle {
  seed: string;
  difficulty: Difficulty;
  givens: number[];
  solution: number[];
}

export interface Symmetry {
  /** New row r shows old row rows[r]. */
  rows: number[];
  cols: number[];
  transpose: boolean;
  /** New digit of old digit d is digits[d - 1]. */
  digits: number[];
}

/** A line order that keeps bands together and commutes with the 180° turn: line i ↔ 8 - i. */
function mirroredLineOrder(random: Random): number[] {
  const order = new Array<number>(9);
  const firstBand = random.next() < 0.5 ? 0 : 2;
  const inner = random.shuffle([0, 1, 2]);
  const middle = random.next() < 0.5 ? [0, 1, 2] : [2, 1, 0];
  for (let i = 0; i < 3; i++) {
    order[i] = 3 * firstBand + inner[i];
    order[3 + i] = 3 + middle[i];
  }
  for (let i = 0; i < 3; i++) order[6 + i] = 8 - order[2 - i];
  return order;
}

export function randomSymmetry(random: Random): Symmetry {
  return {
    rows: mirroredLineOrder(random),
    cols: mirroredLineOrder(random),
    transpose: random.next() < 0.5,
    digits: random.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]),
  };
}

export function applySymmetry(grid: Grid, symmetry: Symmetry): number[] {
  const out = new Array<number>(CELL_COUNT);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const source = symmetry.transpose
        ? cellAt(symmetry.rows[c], symmetry.cols[r])
        : cellAt(symmetry.rows[r], symmetry.cols[c]);
      const v = grid[source];
      out[cellAt(r, c)] = v === 0 ? 0 : symmetry.digits[v - 1];
    }
  }
  return out;
}

/** The puzzle for a seed from a pack: the same seed and pack always deal the same puzzle. */
export function dealPuzzle(pack: PuzzlePack, seed: string): DealtPuzzle {
  const random = createRandom(`sudoku:deal:${pack.difficulty}:${seed}`);
  const index = random.int(0, pack.puzzles.length - 1);
  const givens = applySymmetry(parseGrid(pack.puzzles[index]), randomSymmetry(random));
  const solution = solveUnique(givens);
  if (!solution) throw new Error(`Pack puzzle ${pack.difficulty}#${index} does not have exactly one solution`);
  return { seed, difficulty: pack.difficulty, givens, solution };
}
