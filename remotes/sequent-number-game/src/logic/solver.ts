// A counting solver for Hidato and Numbrix: the deductions of deduce.ts, then a guess on the number with the
// fewest cells left (each of its cells in turn), deductions again, and so on. Every guess tries a different
// cell for the same number, so the leaves it reaches are distinct solutions and the count is exact when the
// search ends within its budget of guesses.
import type { SolutionCount } from '@games/shared/game-kit/puzzle/solver';
import { Candidates } from './deduce';
import type { SequentPuzzle } from './grid';

export interface SequentSolveResult extends SolutionCount<number[]> {
  /** Guesses made; above the budget the search stopped early and the count is a lower bound. */
  nodes: number;
}

export function countSolutions(puzzle: SequentPuzzle, limit = 2, budget = 2_000_000): SequentSolveResult {
  let count = 0;
  let nodes = 0;
  let solution: number[] | undefined;
  const search = (state: Candidates) => {
    if (!state.propagate()) return;
    let guess = 0;
    let fewest = Infinity;
    for (let k = 1; k <= state.total; k++) {
      const cells = state.cellCount(k);
      if (cells > 1 && cells < fewest) {
        fewest = cells;
        guess = k;
      }
    }
    if (guess === 0) {
      if (count === 0) solution = state.values();
      count++;
      return;
    }
    for (const cell of state.cellsFor(guess)) {
      if (count >= limit) return;
      if (++nodes > budget) return;
      const next = state.clone();
      next.place(guess, cell);
      search(next);
    }
  };
  search(Candidates.fromGivens(puzzle));
  return { count, solution, nodes };
}
