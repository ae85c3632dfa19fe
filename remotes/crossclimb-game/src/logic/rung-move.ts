// Moving the active rung one place up or down the middle of the ladder (Alt+↑/↓, the Up and Down buttons). Pure.
import type { Board } from './board';
import type { Move } from './rules';

/** The move, or in words why there is none: the ends do not move, and the outer middle rungs go no further. */
export function rungMove(board: Board, word: number, step: -1 | 1): Move | string {
  const from = board.order.indexOf(word);
  if (from < 0) return 'Only the five middle rungs move.';
  const to = from + step;
  if (to < 0 || to > 4) return step < 0 ? 'Already the highest middle rung.' : 'Already the lowest middle rung.';
  return { kind: 'move', from, to };
}
