// The counting solver: candidate masks per cell, narrowed by each run's combination table (a digit stays only
// if some digit set of the run's size and sum holds it and fits every cell), placed digits leave their runs'
// other cells, and a digit every remaining set needs goes where only one cell can take it. What that cannot
// finish, a search tries digit by digit (smallest candidate set first), counting solutions up to a limit.
import type { CountSolutions } from '@games/shared/game-kit/puzzle/solver';
import { DIGIT_MASK, bitCount, combinations, onlyDigit } from './combos';
import type { KakuroRun } from './layout';

/** What the solver needs: the square's cell count and the runs (cells and sums). */
export interface SolverInput {
  cellCount: number;
  runs: readonly Pick<KakuroRun, 'cells' | 'sum'>[];
}

interface Model {
  runs: { cells: number[]; combos: readonly number[] }[];
  /** For each cell, the runs it belongs to. */
  cellRuns: number[][];
  whites: number[];
}

function modelOf(input: SolverInput): Model {
  const cellRuns: number[][] = Array.from({ length: input.cellCount }, () => []);
  const runs = input.runs.map((run, i) => {
    for (const cell of run.cells) cellRuns[cell].push(i);
    return { cells: run.cells.slice(), combos: combinations(run.cells.length, run.sum) };
  });
  const whites = cellRuns.flatMap((r, cell) => (r.length > 0 ? [cell] : []));
  return { runs, cellRuns, whites };
}

/** Narrows one run; false on a contradiction. Pushes cells whose candidates changed onto `changed`. */
function narrowRun(model: Model, run: Model['runs'][number], dom: Uint16Array, changed: number[]): boolean {
  const { cells, combos } = run;
  let union = 0;
  let required = DIGIT_MASK;
  let fixed = 0;
  for (const cell of cells) {
    const d = dom[cell];
    if ((d & (d - 1)) === 0) {
      if (fixed & d) return false; // a digit twice in a run
      fixed |= d;
    }
  }
  for (const combo of combos) {
    if ((fixed & ~combo) !== 0) continue;
    let cover = 0;
    let ok = true;
    for (const cell of cells) {
      const m = dom[cell] & combo;
      if (m === 0) {
        ok = false;
        break;
      }
      cover |= m;
    }
    if (!ok || cover !== combo) continue;
    union |= combo;
    required &= combo;
  }
  if (union === 0) return false;
  for (const cell of cells) {
    const d = dom[cell];
    let next = d & union;
    if ((d & (d - 1)) !== 0) next &= ~fixed;
    if (next === 0) return false;
    if (next !== d) {
      dom[cell] = next;
      changed.push(cell);
    }
  }
  // A digit every remaining set needs, which only one cell can take, goes there.
  for (let rest = required & ~fixed; rest; rest &= rest - 1) {
    const bit = rest & -rest;
    let only = -1;
    let count = 0;
    for (const cell of cells) {
      if (dom[cell] & bit) {
        count++;
        only = cell;
      }
    }
    if (count === 0) return false;
    if (count === 1 && dom[only] !== bit) {
      dom[only] = bit;
      changed.push(only);
    }
  }
  void model;
  return true;
}

/** Propagates to a fixed point; false on a contradiction. */
function propagate(model: Model, dom: Uint16Array, start?: number[]): boolean {
  const queued = new Uint8Array(model.runs.length);
  const queue: number[] = [];
  const enqueueRun = (r: number) => {
    if (!queued[r]) {
      queued[r] = 1;
      queue.push(r);
    }
  };
  if (start) for (const cell of start) model.cellRuns[cell].forEach(enqueueRun);
  else model.runs.forEach((_, r) => enqueueRun(r));
  const changed: number[] = [];
  while (queue.length > 0) {
    const r = queue.pop()!;
    queued[r] = 0;
    changed.length = 0;
    if (!narrowRun(model, model.runs[r], dom, changed)) return false;
    for (const cell of changed) for (const other of model.cellRuns[cell]) if (other !== r) enqueueRun(other);
    if (changed.length > 0) enqueueRun(r);
  }
  return true;
}

const digitsFrom = (model: Model, dom: Uint16Array, cellCount: number): number[] => {
  const digits = new Array<number>(cellCount).fill(0);
  for (const cell of model.whites) digits[cell] = onlyDigit(dom[cell]);
  return digits;
};

function initialDomains(model: Model, cellCount: number): Uint16Array {
  const dom = new Uint16Array(cellCount);
  for (const cell of model.whites) dom[cell] = DIGIT_MASK;
  return dom;
}

/** Counts solutions up to `limit` (2 tells unique from ambiguous); `solution` is the first found, 0 on blocks. */
export const countSolutions: CountSolutions<SolverInput, number[]> = (input, limit = 2) => {
  const model = modelOf(input);
  const dom = initialDomains(model, input.cellCount);
  let count = 0;
  let solution: number[] | undefined;
  let nodes = 0;
  const search = (d: Uint16Array, changed?: number[]): void => {
    if (count >= limit) return;
    nodes++;
    if (!propagate(model, d, changed)) return;
    let best = -1;
    let bestCount = 10;
    for (const cell of model.whites) {
      const n = bitCount(d[cell]);
      if (n > 1 && n < bestCount) {
        best = cell;
        bestCount = n;
        if (n === 2) break;
      }
    }
    if (best < 0) {
      count++;
      solution ??= digitsFrom(model, d, input.cellCount);
      return;
    }
    for (let rest = d[best]; rest && count < limit; rest &= rest - 1) {
      const next = d.slice();
      next[best] = rest & -rest;
      search(next, [best]);
    }
  };
  search(dom);
  void nodes;
  return { count, solution };
};

/**
 * Solves by logic alone (combinations, placed digits, hidden singles in runs), never guessing. Returns the
 * digits when that finishes the puzzle, else null, and how many passes over the runs it took.
 */
export function solveLogically(input: SolverInput): number[] | null {
  const model = modelOf(input);
  const dom = initialDomains(model, input.cellCount);
  if (!propagate(model, dom)) return null;
  return model.whites.every((cell) => bitCount(dom[cell]) === 1) ? digitsFrom(model, dom, input.cellCount) : null;
}

/** Candidates per cell after logic alone from the placed digits (`values`, 0 = empty); null on a contradiction. */
export function candidatesAfterLogic(input: SolverInput, values: readonly number[]): Uint16Array | null {
  const model = modelOf(input);
  const dom = initialDomains(model, input.cellCount);
  for (const cell of model.whites) if (values[cell] > 0) dom[cell] = 1 << (values[cell] - 1);
  return propagate(model, dom) ? dom : null;
}
