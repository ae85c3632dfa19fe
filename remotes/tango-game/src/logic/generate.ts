// The puzzle generator: a random valid grid, then givens and signs removed one by one while the puzzle
// stays solvable by the deductions its difficulty allows. Sound deductions that finish the grid prove the
// solution unique; the counting solver confirms it.
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { countSolutions, rowsToBoard } from './countSolutions';
import { createLogicState, propagate } from './deduce';
import { DIFFICULTY_TIER } from './difficulty';
import { linePatterns } from './lines';
import { EMPTY, signOtherIndex, type Board, type CellValue, type Difficulty, type Sign, type TangoPuzzle } from './types';

export const DEFAULT_SIZE = 6;

/** Signs offered to the remover per level: harder levels lean more on = and ×. */
const SIGN_POOL: Record<Difficulty, number> = { easy: 8, medium: 12, hard: 16 };

/** Attempts (new removal orders, new grids) before taking the best puzzle found so far. */
const MAX_ATTEMPTS = 40;

/** A random full grid obeying every rule, built row by row from shuffled line patterns. */
export function randomSolution(random: Random, size: number = DEFAULT_SIZE): CellValue[] {
  const half = size / 2;
  const full = (1 << size) - 1;
  const patterns = linePatterns(size);
  const rows: number[] = [];
  const columnSuns = new Array<number>(size).fill(0);
  const fill = (row: number): boolean => {
    if (row === size) return true;
    for (const pattern of random.shuffle(patterns)) {
      if (row > 1) {
        const [twoAbove, above] = [rows[row - 2], rows[row - 1]];
        if ((twoAbove & above & pattern) !== 0 || (~twoAbove & ~above & ~pattern & full) !== 0) continue;
      }
      let fits = true;
      for (let col = 0; col < size && fits; col++) {
        const suns = columnSuns[col] + ((pattern >> col) & 1);
        fits = suns <= half && row + 1 - suns <= half;
      }
      if (!fits) continue;
      for (let col = 0; col < size; col++) columnSuns[col] += (pattern >> col) & 1;
      rows.push(pattern);
      if (fill(row + 1)) return true;
      rows.pop();
      for (let col = 0; col < size; col++) columnSuns[col] -= (pattern >> col) & 1;
    }
    return false;
  };
  fill(0);
  return rowsToBoard(rows, size);
}

/** Every neighbouring pair as a sign agreeing with the solution. */
function allSigns(solution: Board, size: number): Sign[] {
  const signs: Sign[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const here = solution[row * size + col];
      if (col + 1 < size) signs.push({ row, col, direction: 'right', kind: here === solution[row * size + col + 1] ? 'equal' : 'opposite' });
      if (row + 1 < size) signs.push({ row, col, direction: 'down', kind: here === solution[(row + 1) * size + col] ? 'equal' : 'opposite' });
    }
  }
  return signs;
}

type Clue = { kind: 'given'; index: number } | { kind: 'sign'; sign: Sign };

/** The tier a puzzle needs, or null when deductions up to maxTier cannot finish it. */
export function gradePuzzle(size: number, givens: Board, signs: readonly Sign[], maxTier: 1 | 2 | 3): number | null {
  const { outcome, hardestTier } = propagate(createLogicState(size, signs, givens), maxTier);
  return outcome === 'solved' ? hardestTier : null;
}

function cluesToPuzzle(clues: readonly Clue[], solution: Board, size: number): { givens: CellValue[]; signs: Sign[] } {
  const givens = new Array<CellValue>(size * size).fill(EMPTY);
  const signs: Sign[] = [];
  for (const clue of clues) {
    if (clue.kind === 'given') givens[clue.index] = solution[clue.index];
    else signs.push(clue.sign);
  }
  return { givens, signs };
}

/**
 * Whether deductions up to `tier` still finish the puzzle (which also proves it unique). Tier 1–2 solves are
 * cheap; the what-if tier is not, so for tier 3 the counting solver first rejects ambiguous boards.
 */
function stillSolvable(size: number, givens: Board, signs: readonly Sign[], tier: 1 | 2 | 3): boolean {
  if (tier === 3 && countSolutions({ size, givens, signs }).count !== 1) return false;
  return gradePuzzle(size, givens, signs, tier) !== null;
}

/** Removes clues in the given order whenever the rest still solves within the tier. */
function reduce(order: readonly Clue[], solution: Board, size: number, tier: 1 | 2 | 3): Clue[] {
  let kept = order.slice();
  for (const clue of order) {
    const without = kept.filter((other) => other !== clue);
    const { givens, signs } = cluesToPuzzle(without, solution, size);
    if (stillSolvable(size, givens, signs, tier)) kept = without;
  }
  return kept;
}

/** Generates a puzzle with exactly one solution that the level's deductions can finish. Same inputs, same puzzle. */
export function generatePuzzle(seed: string, difficulty: Difficulty, size: number = DEFAULT_SIZE): TangoPuzzle {
  const random = createRandom(`tango:${size}:${difficulty}:${seed}`);
  const tier = DIFFICULTY_TIER[difficulty];
  let best: { givens: CellValue[]; signs: Sign[]; solution: CellValue[]; grade: number } | null = null;

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const solution = randomSolution(random, size);
    const signPool = random.shuffle(allSigns(solution, size)).slice(0, SIGN_POOL[difficulty]);
    const givenClues: Clue[] = random.shuffle(solution.map((_, index) => ({ kind: 'given' as const, index })));
    const signClues: Clue[] = signPool.map((sign) => ({ kind: 'sign' as const, sign }));
    // Hard boards drop givens first, so the signs carry more of the logic.
    const order = difficulty === 'hard' ? [...givenClues, ...random.shuffle(signClues)] : random.shuffle([...givenClues, ...signClues]);
    const kept = reduce(order, solution, size, tier);
    const { givens, signs } = cluesToPuzzle(kept, solution, size);
    const grade = gradePuzzle(size, givens, signs, tier) ?? 0;
    if (countSolutions({ size, givens, signs }).count !== 1) continue;
    if (!best || Math.abs(tier - grade) < Math.abs(tier - best.grade)) best = { givens, signs, solution, grade };
    if (grade === tier || (tier === 1 && grade <= 1)) break;
  }
  if (!best) throw new Error(`No Tango puzzle found for seed ${seed}`);
  return { size, givens: best.givens, signs: sortSigns(best.signs), solution: best.solution, difficulty, seed };
}

function sortSigns(signs: readonly Sign[]): Sign[] {
  return signs.slice().sort((a, b) => a.row - b.row || a.col - b.col || a.direction.localeCompare(b.direction));
}

export { signOtherIndex };
