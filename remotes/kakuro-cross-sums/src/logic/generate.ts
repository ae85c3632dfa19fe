// The generator: a symmetric, connected shape with no one-cell runs, digits without repeats in any run, clues
// from the digits; kept only when the counting solver proves exactly one solution (and, on the logical levels,
// when logic alone finds it). Used offline by scripts/build-packs.ts; the game deals from the packs.
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { layoutProblems, runIndex, runsOf, type KakuroPuzzle } from './layout';
import { levelOf } from './levels';
import { bitCount } from './combos';
import { candidatesAfterLogic, countSolutions } from './solver';

/** Share of the field (inside the clue border) left as blocks before the shape is repaired. */
const BLOCK_SHARE = { min: 0.26, max: 0.34 };

function partner(size: number, cell: number): number {
  const r = Math.floor(cell / size);
  const c = cell % size;
  return (size - r) * size + (size - c);
}

/** No one-cell run and every white cell reachable: what every block placed must keep true. */
function shapeHolds(size: number, white: readonly boolean[]): boolean {
  const problems = layoutProblems(size, white, 81);
  return problems.length === 0;
}

/** A random shape that passes `layoutProblems`, or null when no block could split an over-long run. */
export function generateLayout(random: Random, size: number, maxRun: number): boolean[] | null {
  const white = Array.from({ length: size * size }, (_, cell) => cell >= size && cell % size !== 0);
  const setBlock = (cell: number, on: boolean) => {
    white[cell] = !on;
    white[partner(size, cell)] = !on;
  };
  /** Blocks the cell (and its partner) when the shape still holds, else leaves it white. */
  const tryBlock = (cell: number): boolean => {
    if (!white[cell]) return false;
    setBlock(cell, true);
    if (shapeHolds(size, white)) return true;
    setBlock(cell, false);
    return false;
  };
  const field = (size - 1) * (size - 1);
  const target = Math.round(field * (BLOCK_SHARE.min + random.next() * (BLOCK_SHARE.max - BLOCK_SHARE.min)));
  const blocks = () => field - white.filter(Boolean).length;
  for (let tries = 0; blocks() < target && tries < field * 3; tries++) {
    tryBlock(size + 1 + random.int(0, (size - 1) * size - 2));
  }
  for (let round = 0; round < field; round++) {
    const long = runsOf(size, white).find((run) => run.cells.length > maxRun);
    if (!long) return white;
    // Split it where neither part is a single cell.
    const places = random.shuffle(long.cells.slice(2, long.cells.length - 2));
    if (!places.some(tryBlock)) return null;
  }
  return null;
}

/**
 * Digits 1–9 for every white cell, none repeated in a run, or null. Each run leans low or high (a random
 * choice), so many sums sit near the ends of their range, where few digit sets fit: that is what makes a
 * kakuro's solution unique.
 */
export function fillDigits(random: Random, size: number, white: readonly boolean[]): number[] | null {
  const runs = runsOf(size, white);
  const index = runIndex(size * size, runs);
  const lean = runs.map(() => (random.next() < 0.5 ? -1 : 1));
  const used = new Array<number>(runs.length).fill(0);
  const digits = new Array<number>(size * size).fill(0);
  const cells = white.flatMap((w, cell) => (w ? [cell] : []));
  let budget = 20000;
  const place = (i: number): boolean => {
    if (i === cells.length) return true;
    if (--budget < 0) return false;
    const cell = cells[i];
    const a = index.across[cell];
    const d = index.down[cell];
    const taken = used[a] | used[d];
    const pull = lean[a] + lean[d];
    const order = [1, 2, 3, 4, 5, 6, 7, 8, 9]
      .map((digit) => ({ digit, score: pull * (digit - 5) + (random.next() - 0.5) * 6 }))
      .sort((x, y) => x.score - y.score);
    for (const { digit } of order) {
      const bit = 1 << (digit - 1);
      if (taken & bit) continue;
      used[a] |= bit;
      used[d] |= bit;
      digits[cell] = digit;
      if (place(i + 1)) return true;
      used[a] &= ~bit;
      used[d] &= ~bit;
    }
    digits[cell] = 0;
    return false;
  };
  return place(0) ? digits : null;
}

/** White cells that logic alone leaves open (more than one candidate) for these digits' clues. */
function openCells(size: number, white: readonly boolean[], digits: readonly number[]): { cells: number[]; extra: number } {
  const input = { cellCount: size * size, runs: runsOf(size, white, digits) };
  const dom = candidatesAfterLogic(input, []);
  if (!dom) return { cells: [], extra: 0 };
  const cells = white.flatMap((w, cell) => (w && (dom[cell] & (dom[cell] - 1)) !== 0 ? [cell] : []));
  // Candidates beyond one per open cell: a smoother measure than the count of open cells.
  let extra = 0;
  for (const cell of cells) extra += bitCount(dom[cell]) - 1;
  return { cells, extra };
}

/**
 * Changes digits where logic stalls until logic alone solves the puzzle (a hill climb on the open cells):
 * a changed digit changes two clues, often to ones with a single digit set. Returns how many stay open.
 */
function repair(random: Random, size: number, white: readonly boolean[], start: number[], steps: number): { digits: number[]; open: number } {
  const runs = runsOf(size, white);
  const index = runIndex(size * size, runs);
  let digits = start;
  let open = openCells(size, white, digits);
  for (let step = 0; step < steps && open.cells.length > 0; step++) {
    const cell = random.pick(open.cells);
    let taken = 0;
    for (const r of [index.across[cell], index.down[cell]]) for (const c of runs[r].cells) if (c !== cell) taken |= 1 << (digits[c] - 1);
    const choices = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== digits[cell] && !(taken & (1 << (d - 1))));
    if (choices.length === 0) continue;
    const next = digits.slice();
    next[cell] = random.pick(choices);
    const nextOpen = openCells(size, white, next);
    if (nextOpen.extra <= open.extra) {
      digits = next;
      open = nextOpen;
    }
  }
  return { digits, open: open.cells.length };
}

export interface GeneratedKakuro extends KakuroPuzzle {
  /** Shapes and fillings tried before this one was kept. */
  attempts: number;
}

/** The puzzle of a seed and level: the same seed and level always give the same puzzle. */
export function generatePuzzle(seed: string, level: string): GeneratedKakuro {
  const { size, maxRun, logical } = levelOf(level);
  const random = createRandom(`${seed}:${level}`);
  for (let attempts = 1; ; attempts++) {
    const white = generateLayout(random, size, maxRun);
    if (!white) continue;
    const filled = fillDigits(random, size, white);
    if (!filled) continue;
    // Logical levels: repaired until logic alone solves it. Expert: repaired part way, then it only needs to
    // be unique (the counting solver may have to guess).
    const { digits, open } = repair(random, size, white, filled, logical ? 400 : 250);
    if (logical && open > 0) continue;
    if (countSolutions({ cellCount: size * size, runs: runsOf(size, white, digits) }, 2).count !== 1) continue;
    return { size, solution: digits, attempts };
  }
}
