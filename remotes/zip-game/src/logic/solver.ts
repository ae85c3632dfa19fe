// Counts the solutions of a Zip puzzle up to a limit: a depth-first search from number 1 that
// prunes with the local rules of PathSearch (order, dead ends, connectivity) and a colour parity test.
import type { CountSolutions } from '@games/shared/game-kit/puzzle/solver';
import { colOf, rowOf, type ZipPuzzle } from './board';
import { PathSearch } from './pathSearch';

/** A solution is the path as a list of cells, from number 1 to the last number. */
export type ZipSolution = number[];

/**
 * On a chessboard colouring the path alternates colours, so start and end colours are fixed by the
 * board's size: the path cannot exist otherwise.
 */
export function parityAllows(puzzle: ZipPuzzle): boolean {
  const { size, checkpoints } = puzzle;
  const colour = (cell: number) => (rowOf(cell, size) + colOf(cell, size)) % 2;
  const start = checkpoints[0];
  const end = checkpoints[checkpoints.length - 1];
  if (size % 2 === 0) return colour(start) !== colour(end);
  // Odd boards have one more cell of colour 0, so the path both starts and ends on it.
  return colour(start) === 0 && colour(end) === 0;
}

export interface SearchResult {
  /** Up to `limit` solutions, in search order. */
  solutions: ZipSolution[];
  /** False when the step budget ran out first: then there may be more solutions than found. */
  complete: boolean;
}

/** Searches for up to `limit` solutions, giving up after `stepBudget` tried steps. */
export function searchSolutions(puzzle: ZipPuzzle, limit = 2, stepBudget = Infinity): SearchResult {
  const solutions: ZipSolution[] = [];
  if (!parityAllows(puzzle) || limit <= 0) return { solutions, complete: true };
  const search = new PathSearch(puzzle);
  search.push(puzzle.checkpoints[0]);
  let steps = 0;
  let complete = true;

  const explore = (): void => {
    if (search.path.length === search.total) {
      if (search.head === search.endCell) solutions.push(search.path.slice());
      return;
    }
    for (const cell of search.neighbours[search.head]) {
      if (++steps > stepBudget) {
        complete = false;
        return;
      }
      if (search.tryMove(cell) !== null) continue;
      explore();
      search.pop();
      if (solutions.length >= limit || !complete) return;
    }
  };
  if (search.total === 1) solutions.push([puzzle.checkpoints[0]]);
  else explore();
  return { solutions, complete };
}

/** Up to `limit` solutions, in search order (an exhaustive search). */
export function findSolutions(puzzle: ZipPuzzle, limit = 2): ZipSolution[] {
  return searchSolutions(puzzle, limit).solutions;
}

export const countSolutions: CountSolutions<ZipPuzzle, ZipSolution> = (puzzle, limit = 2) => {
  const found = findSolutions(puzzle, limit);
  return found.length > 0 ? { count: found.length, solution: found[0] } : { count: 0 };
};

/** The solution when the puzzle has exactly one, else undefined. */
export function uniqueSolution(puzzle: ZipPuzzle): ZipSolution | undefined {
  const found = countSolutions(puzzle, 2);
  return found.count === 1 ? found.solution : undefined;
}
