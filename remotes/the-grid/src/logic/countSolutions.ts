// The counting solver: line logic, then a guess on an open cell and line logic again, both ways, counting
// solutions up to the limit. It proves uniqueness where line logic alone gets stuck (the hard levels).
import type { CountSolutions, SolutionCount } from '@games/shared/game-kit/puzzle/solver';
import { propagate } from './lineSolver';
import { BLANK, CROSSED, FILLED, type Mark } from './types';

export interface NonogramClues {
  width: number;
  height: number;
  rowClues: number[][];
  colClues: number[][];
  /** Cells known from the start (their marks), when there are givens. */
  known?: readonly Mark[];
}

/** Guesses are capped: a search that runs past this many nodes counts as "not proven unique". */
const NODE_LIMIT = 4000;

export const countSolutions: CountSolutions<NonogramClues, Mark[]> = (puzzle, limit = 2): SolutionCount<Mark[]> => {
  const { width, height, rowClues, colClues } = puzzle;
  const found: Mark[][] = [];
  let nodes = 0;
  let exhausted = false;
  const search = (grid: Mark[]) => {
    if (found.length >= limit || exhausted) return;
    nodes += 1;
    if (nodes > NODE_LIMIT) {
      exhausted = true;
      return;
    }
    const state = propagate(width, height, rowClues, colClues, grid);
    if (state === 'contradiction') return;
    if (state === 'solved') {
      found.push(grid);
      return;
    }
    const open = grid.indexOf(BLANK);
    for (const mark of [FILLED, CROSSED] as const) {
      const next = grid.slice();
      next[open] = mark;
      search(next);
    }
  };
  search(puzzle.known ? puzzle.known.slice() : new Array<Mark>(width * height).fill(BLANK));
  // A search cut short has not proven uniqueness: report it as ambiguous.
  const count = exhausted ? Math.max(limit, found.length) : found.length;
  return found.length > 0 ? { count, solution: found[0] } : { count };
};
