// The interface every puzzle's uniqueness-counting solver implements.

/** How many solutions a search found, stopping at the limit. */
export interface SolutionCount<S> {
  /** Number of solutions found, capped at the limit (2 is enough to tell "unique" from "ambiguous"). */
  count: number;
  /** The first solution found, when there is one. */
  solution?: S;
}

/** Counts the solutions of a puzzle up to `limit` (default 2). */
export type CountSolutions<P, S> = (puzzle: P, limit?: number) => SolutionCount<S>;

/** The number of solutions counted when only uniqueness matters. */
export const UNIQUENESS_LIMIT = 2;

/** True when the puzzle has exactly one solution. */
export function hasUniqueSolution<P, S>(countSolutions: CountSolutions<P, S>, puzzle: P): boolean {
  return countSolutions(puzzle, UNIQUENESS_LIMIT).count === 1;
}
