// Solvers over keep-masks. Each constraint (row, column, cage) is a set of cells whose kept digits add to a
// target. `deduce` is the player's logic: for each constraint, the subsets of its open cells that reach the
// target; a cell kept in all of them is kept, in none is erased; repeated until nothing changes.
// `countSolutions` adds search on top and counts keep-masks up to a limit (the proof of uniqueness).
import { gridColumns, gridRows } from '@games/shared/game-kit/lines';
import type { CountSolutions, SolutionCount } from '@games/shared/game-kit/puzzle/solver';
import { ERASED, KEPT, OPEN, type Mark } from './types';

export interface SumsProblem {
  size: number;
  digits: readonly number[];
  rowSums: readonly number[];
  colSums: readonly number[];
  cages: ReadonlyArray<{ cells: readonly number[]; sum: number }>;
}

interface Constraint {
  cells: readonly number[];
  sum: number;
}

export function constraintsOf(problem: SumsProblem): Constraint[] {
  const { size } = problem;
  return [
    ...gridRows(size, size).map((line) => ({ cells: line.cells, sum: problem.rowSums[line.index] })),
    ...gridColumns(size, size).map((line) => ({ cells: line.cells, sum: problem.colSums[line.index] })),
    ...problem.cages.map((cage) => ({ cells: cage.cells, sum: cage.sum })),
  ];
}

/**
 * What one constraint forces: the marks of its cells kept (or erased) in every way of reaching its sum with
 * the open cells. Returns the new marks of its cells, or null when no way fits.
 */
export function deduceConstraint(constraint: Constraint, digits: readonly number[], marks: readonly Mark[]): Mark[] | null {
  const open: number[] = [];
  let need = constraint.sum;
  for (const cell of constraint.cells) {
    if (marks[cell] === KEPT) need -= digits[cell];
    else if (marks[cell] === OPEN) open.push(cell);
  }
  const current = constraint.cells.map((cell) => marks[cell]);
  if (open.length === 0) return need === 0 ? current : null;
  let keptInAll = (1 << open.length) - 1;
  let keptInAny = 0;
  let ways = 0;
  for (let subset = 0; subset < 1 << open.length; subset += 1) {
    let sum = 0;
    for (let i = 0; i < open.length; i += 1) if (subset & (1 << i)) sum += digits[open[i]];
    if (sum !== need) continue;
    ways += 1;
    keptInAll &= subset;
    keptInAny |= subset;
  }
  if (ways === 0) return null;
  return constraint.cells.map((cell, i) => {
    const at = open.indexOf(cell);
    if (at < 0) return current[i];
    if (keptInAll & (1 << at)) return KEPT;
    if (!(keptInAny & (1 << at))) return ERASED;
    return OPEN;
  });
}

export type DeduceResult = 'solved' | 'stuck' | 'contradiction';

/** Applies every constraint until nothing changes; `marks` is updated in place. */
export function deduce(problem: SumsProblem, marks: Mark[], constraints = constraintsOf(problem)): DeduceResult {
  let changed = true;
  while (changed) {
    changed = false;
    for (const constraint of constraints) {
      const next = deduceConstraint(constraint, problem.digits, marks);
      if (!next) return 'contradiction';
      constraint.cells.forEach((cell, i) => {
        if (next[i] !== marks[cell]) {
          marks[cell] = next[i];
          changed = true;
        }
      });
    }
  }
  return marks.includes(OPEN) ? 'stuck' : 'solved';
}

/** The keep-masks meeting every sum, up to `limit` of them: deduction, then a guess on an open cell, both ways. */
export function findSolutions(problem: SumsProblem, limit = 2): (0 | 1)[][] {
  const constraints = constraintsOf(problem);
  const found: (0 | 1)[][] = [];
  const search = (marks: Mark[]) => {
    if (found.length >= limit) return;
    const state = deduce(problem, marks, constraints);
    if (state === 'contradiction') return;
    if (state === 'solved') {
      found.push(marks.map((mark) => (mark === KEPT ? 1 : 0)));
      return;
    }
    const open = marks.indexOf(OPEN);
    for (const mark of [KEPT, ERASED] as const) {
      const next = marks.slice();
      next[open] = mark;
      search(next);
    }
  };
  search(new Array<Mark>(problem.size * problem.size).fill(OPEN));
  return found;
}

/** The counting solver of the kit's interface: how many keep-masks meet every sum (up to `limit`). */
export const countSolutions: CountSolutions<SumsProblem, (0 | 1)[]> = (problem, limit = 2): SolutionCount<(0 | 1)[]> => {
  const found = findSolutions(problem, limit);
  return found.length > 0 ? { count: found.length, solution: found[0] } : { count: 0 };
};
