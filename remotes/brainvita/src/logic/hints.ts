import { pegCount, type Board, type Jump, type LayoutId } from './board';
import { knownLine } from './lines';
import { solverFor } from './solver';

// The hint engine's memory: the puzzle session asks for hints synchronously, so the good move of a big
// position is found in a worker after each jump and kept here; small positions are solved on the spot.

/** Positions with at most this many pegs are solved on the main thread at once (well under 50 ms). */
export const SMALL = 16;
export const SMALL_LIMIT = 60_000;

const found = new Map<string, Jump | null>();
const keyOf = (layout: LayoutId, board: Board) => `${layout}:${board}`;

/** Keeps what the worker found for a position: the next good jump, or null for a dead position. */
export function rememberGoodMove(layout: LayoutId, board: Board, jump: Jump | null): void {
  found.set(keyOf(layout, board), jump);
}

/**
 * The next jump that keeps a one-peg finish possible: a Jump, null when none does, undefined when it is
 * not known yet (a big position the worker is still searching).
 */
export function knownGoodMove(layout: LayoutId, board: Board): Jump | null | undefined {
  const line = knownLine(layout).get(board);
  if (line) return line;
  const key = keyOf(layout, board);
  if (found.has(key)) return found.get(key);
  if (pegCount(board) > SMALL) return undefined;
  const result = solverFor(layout).solve(board, SMALL_LIMIT);
  if (result === 'unknown') return undefined;
  const jump = result && result.length > 0 ? result[0] : null;
  found.set(key, jump);
  return jump;
}
