import type { Board, Jump, LayoutId } from './board';
import { solverFor } from './solver';

export interface SolveRequest {
  layout: LayoutId;
  board: Board;
}

/** The next good jump (null: none keeps a one-peg finish), or 'unknown' when the search ran past `limit`. */
export function solveRequest({ layout, board }: SolveRequest, limit: number): Jump | null | 'unknown' {
  const line = solverFor(layout).solve(board, limit);
  if (line === 'unknown') return 'unknown';
  return line && line.length > 0 ? line[0] : null;
}
