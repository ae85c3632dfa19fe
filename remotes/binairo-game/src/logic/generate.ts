// The puzzle generator: a random valid grid, givens added at random until the level's deductions finish the
// grid, then givens removed again while they still do. A solve by sound deductions alone proves the solution
// unique (and needs no guess); the counting solver confirms it.
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { countSolutions } from './countSolutions';
import { cloneState, createLogicState, propagate, setCell } from './deduce';
import { levelSpec, type Tier } from './levels';
import { linePatterns } from './patterns';
import { other, type BinairoPuzzle, type Cell, type Digit } from './types';

/** Grids tried before the best puzzle found so far is taken. */
const MAX_ATTEMPTS = 30;
/** Search steps before a grid that will not close (equal columns at the end) is started again. */
const GRID_STEP_LIMIT = 4000;

/** A random full grid obeying every rule, built row by row from shuffled valid lines. */
export function randomSolution(random: Random, size: number): Digit[] {
  const half = size / 2;
  const full = (1 << size) - 1;
  const patterns = linePatterns(size);
  for (;;) {
    const rows: number[] = [];
    const columnOnes = new Array<number>(size).fill(0);
    let steps = 0;
    const columnsDistinct = () => {
      const seen = new Set<number>();
      for (let col = 0; col < size; col++) {
        let mask = 0;
        rows.forEach((row, r) => (mask |= ((row >> col) & 1) << r));
        if (seen.has(mask)) return false;
        seen.add(mask);
      }
      return true;
    };
    const fill = (row: number): boolean => {
      if (row === size) return columnsDistinct();
      for (const pattern of random.shuffle(patterns)) {
        if (++steps > GRID_STEP_LIMIT) return false;
        if (rows.includes(pattern)) continue;
        if (row > 1) {
          const [twoAbove, above] = [rows[row - 2], rows[row - 1]];
          if ((twoAbove & above & pattern) !== 0 || (~twoAbove & ~above & ~pattern & full) !== 0) continue;
        }
        let fits = true;
        for (let col = 0; col < size && fits; col++) {
          const ones = columnOnes[col] + ((pattern >> col) & 1);
          fits = ones <= half && row + 1 - ones <= half;
        }
        if (!fits) continue;
        for (let col = 0; col < size; col++) columnOnes[col] += (pattern >> col) & 1;
        rows.push(pattern);
        if (fill(row + 1)) return true;
        rows.pop();
        for (let col = 0; col < size; col++) columnOnes[col] -= (pattern >> col) & 1;
      }
      return false;
    };
    if (fill(0)) return rows.flatMap((pattern) => Array.from({ length: size }, (_, col) => ((pattern >> col) & 1) as Digit));
  }
}

/** The tier a puzzle needs, or null when deductions up to maxTier cannot finish it. */
export function gradePuzzle(size: number, givens: readonly Cell[], maxTier: Tier): number | null {
  const { outcome, hardestTier } = propagate(createLogicState(size, givens), maxTier);
  return outcome === 'solved' ? hardestTier : null;
}

/**
 * Givens chosen together with the solution: a random empty cell gets a random digit, the level's (sound)
 * deductions follow, and this goes on until they fill the grid. A digit the deductions refute is replaced by
 * the other; when both are refuted the grid starts again. What comes out is solved by the deductions alone,
 * so its solution is unique and needs no guess.
 */
export function dealGivens(size: number, tier: Tier, random: Random): { givens: Cell[]; solution: Digit[] } | null {
  const givens = new Array<Cell>(size * size).fill(null);
  let state = createLogicState(size, givens);
  for (;;) {
    const empties: number[] = [];
    state.cells.forEach((value, index) => {
      if (value === -1) empties.push(index);
    });
    if (empties.length === 0) return null;
    const index = random.pick(empties);
    const first: Digit = random.next() < 0.5 ? 0 : 1;
    let placed = false;
    for (const digit of [first, other(first)]) {
      const trial = cloneState(state);
      setCell(trial, index, digit);
      const { outcome } = propagate(trial, tier);
      if (outcome === 'contradiction') continue;
      givens[index] = digit;
      state = trial;
      placed = true;
      if (outcome === 'solved') return { givens, solution: Array.from(state.cells) as Digit[] };
      break;
    }
    if (!placed) return null;
  }
}

/** More givens from the solution, at random where the simple rules have not reached yet, until they finish the grid. */
function addGivens(start: readonly Cell[], solution: readonly Digit[], size: number, random: Random): Cell[] {
  const givens = start.slice();
  const state = createLogicState(size, givens);
  if (propagate(state, 1).outcome === 'solved') return givens;
  for (const index of random.shuffle(solution.map((_, i) => i))) {
    if (state.cells[index] !== -1) continue;
    givens[index] = solution[index];
    setCell(state, index, solution[index]);
    if (propagate(state, 1).outcome === 'solved') break;
  }
  return givens;
}

/** Givens removed in a random order whenever the rest still solve within the tier. */
function removeGivens(givens: Cell[], size: number, tier: Tier, random: Random): Cell[] {
  const placed = givens.flatMap((value, index) => (value === null ? [] : [index]));
  for (const index of random.shuffle(placed)) {
    const value = givens[index];
    givens[index] = null;
    // Deductions are monotone: once they decide the removed cell again, they finish the grid as before.
    const { outcome } = propagate(createLogicState(size, givens), tier, index);
    if (outcome !== 'reached' && outcome !== 'solved') givens[index] = value;
  }
  return givens;
}

/** A puzzle of the level with exactly one solution that the level's deductions finish. Same seed, same puzzle. */
export function generatePuzzle(seed: string, level: string): BinairoPuzzle {
  const { size, tier } = levelSpec(level);
  const random = createRandom(`binairo:${level}:${seed}`);
  let best: { puzzle: BinairoPuzzle; grade: number } | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // Whole-line reasoning deals (it notices dead ends sooner); a simple-rules level then gets the givens the
    // simple rules need.
    const dealt = dealGivens(size, 2, random);
    if (!dealt) continue;
    const { solution } = dealt;
    const dealtGivens = tier === 1 ? addGivens(dealt.givens, solution, size, random) : dealt.givens;
    const givens = removeGivens(dealtGivens, size, tier, random);
    const grade = gradePuzzle(size, givens, tier);
    if (grade === null || countSolutions({ size, givens }).count !== 1) continue;
    if (!best || grade > best.grade) best = { puzzle: { size, givens, solution }, grade };
    // A whole-line level should need whole-line reasoning somewhere.
    if (grade >= tier) break;
  }
  if (!best) throw new Error(`No Binairo puzzle found for seed ${seed}`);
  return best.puzzle;
}
