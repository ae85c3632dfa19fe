// Counts the solutions of a Zip puzzle up to a limit: a depth-first search from number 1 that
// prunes with the local rules of PathSearch (order, dead ends, connectivity) and a colour parity test.
import type { CountSolutions } from '../../../../shared/src/game-kit/puzzle/solver';
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

/** Up to `limit` solutions, in search order. */
export function findSolutions(puzzle: ZipPuzzle, limit = 2): ZipSolution[] {
  const found: ZipSolution[] = [];
  if (!parityAllows(puzzle) || limit <= 0) return found;
  const search = new PathSearch(puzzle);
  search.push(puzzle.checkpoints[0]);

  const explore = (): void => {
    if (search.path.length === search.total) {
      if (search.head === search.endCell) found.push(search.path.slice());
      return;
    }
    for (const cell of search.neighbours[search.head]) {
      if (search.tryMove(cell) !== null) continue;
      explore();
      search.pop();
      if (found.length >= limit) return;
    }
  };
  if (search.total === 1) found.push([puzzle.checkpoints[0]]);
  else explore();
  return found;
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
