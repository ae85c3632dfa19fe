// Fast exact solver: bitmask backtracking that always branches on the cell with the fewest candidates.
// It counts solutions up to a limit, which is all uniqueness checks need.
import type { Random } from '@games/shared/game-kit/random';
import type { SolutionCount } from '@games/shared/game-kit/puzzle/solver';
import { ALL_DIGITS, CELL_COUNT, boxOf, colOf, rowOf, type Grid } from './grid';

const ROW = Array.from({ length: CELL_COUNT }, (_, c) => rowOf(c));
const COL = Array.from({ length: CELL_COUNT }, (_, c) => colOf(c));
const BOX = Array.from({ length: CELL_COUNT }, (_, c) => boxOf(c));

/** Popcount of every 9-bit mask, precomputed for the hot loop. */
const BITS = new Uint8Array(512);
for (let m = 1; m < 512; m++) BITS[m] = BITS[m >> 1] + (m & 1);

interface SearchOptions {
  limit: number;
  /** When given, digits are tried in a random order (used to build random full grids). */
  random?: Random;
}

function search(puzzle: Grid, { limit, random }: SearchOptions): SolutionCount<number[]> {
  const cells = Int8Array.from(puzzle);
  const rows = new Int32Array(9);
  const cols = new Int32Array(9);
  const boxes = new Int32Array(9);
  for (let c = 0; c < CELL_COUNT; c++) {
    const v = cells[c];
    if (v === 0) continue;
    const b = 1 << (v - 1);
    // A digit repeated in a unit: no solution at all.
    if (rows[ROW[c]] & b || cols[COL[c]] & b || boxes[BOX[c]] & b) return { count: 0 };
    rows[ROW[c]] |= b;
    cols[COL[c]] |= b;
    boxes[BOX[c]] |= b;
  }
  const empties: number[] = [];
  for (let c = 0; c < CELL_COUNT; c++) if (cells[c] === 0) empties.push(c);

  let count = 0;
  let first: number[] | undefined;

  const recurse = (depth: number): boolean => {
    if (depth === empties.length) {
      count++;
      if (!first) first = Array.from(cells);
      return count >= limit;
    }
    // Pick the empty cell with the fewest candidates (swap it to position `depth`).
    let bestIndex = -1;
    let bestMask = 0;
    let bestCount = 10;
    for (let i = depth; i < empties.length; i++) {
      const c = empties[i];
      const mask = ALL_DIGITS & ~(rows[ROW[c]] | cols[COL[c]] | boxes[BOX[c]]);
      const n = BITS[mask];
      if (n < bestCount) {
        bestCount = n;
        bestMask = mask;
        bestIndex = i;
        if (n <= 1) break;
      }
    }
    if (bestCount === 0) return false;
    const c = empties[bestIndex];
    empties[bestIndex] = empties[depth];
    empties[depth] = c;

    let digits: number[];
    if (random) {
      digits = [];
      for (let d = 1; d <= 9; d++) if (bestMask & (1 << (d - 1))) digits.push(d);
      digits = random.shuffle(digits);
    } else {
      digits = [];
      for (let d = 1; d <= 9; d++) if (bestMask & (1 << (d - 1))) digits.push(d);
    }
    const r = ROW[c];
    const co = COL[c];
    const bx = BOX[c];
    for (const d of digits) {
      const b = 1 << (d - 1);
      cells[c] = d;
      rows[r] |= b;
      cols[co] |= b;
      boxes[bx] |= b;
      const done = recurse(depth + 1);
      rows[r] &= ~b;
      cols[co] &= ~b;
      boxes[bx] &= ~b;
      cells[c] = 0;
      if (done) return true;
    }
    empties[depth] = empties[bestIndex];
    empties[bestIndex] = c;
    return false;
  };

  recurse(0);
  return first ? { count, solution: first } : { count };
}

/** Counts solutions up to `limit` (default 2) and returns the first one found. */
export function countSolutions(puzzle: Grid, limit = 2): SolutionCount<number[]> {
  return search(puzzle, { limit });
}

/** The unique solution, or null when the puzzle has none or several. */
export function solveUnique(puzzle: Grid): number[] | null {
  const result = countSolutions(puzzle, 2);
  return result.count === 1 && result.solution ? result.solution : null;
}

/** A complete valid grid chosen at random: randomised backtracking from an empty board. */
export function randomFullGrid(random: Random): number[] {
  const result = search(new Array<number>(CELL_COUNT).fill(0), { limit: 1, random });
  if (!result.solution) throw new Error('An empty board always has a solution');
  return result.solution;
}
