// The uniqueness check: counts the solutions of a Binairo puzzle, stopping at the limit. Sound deductions
// (every rule, including no two equal rows or columns) fill what they can; the first empty cell is then tried
// both ways. A puzzle the deductions finish alone is counted without a single branch.
import type { SolutionCount } from '@games/shared/game-kit/puzzle/solver';
import { cellsOf, cloneState, createLogicState, propagate, setCell, type LogicState } from './deduce';
import type { BinairoPuzzle, Digit } from './types';

export type BinairoClues = Pick<BinairoPuzzle, 'size' | 'givens'>;

export function countSolutions(puzzle: BinairoClues, limit = 2): SolutionCount<Digit[]> {
  let count = 0;
  let first: Digit[] | undefined;
  const search = (state: LogicState): void => {
    const { outcome } = propagate(state, 2);
    if (outcome === 'contradiction') return;
    if (outcome === 'solved') {
      count++;
      first ??= cellsOf(state) as Digit[];
      return;
    }
    const index = state.cells.indexOf(-1);
    for (const digit of [0, 1] as const) {
      if (count >= limit) return;
      const branch = cloneState(state);
      setCell(branch, index, digit);
      search(branch);
    }
  };
  search(createLogicState(puzzle.size, puzzle.givens));
  return first ? { count, solution: first } : { count };
}
