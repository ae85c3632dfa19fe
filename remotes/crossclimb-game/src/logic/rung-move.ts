// Moving the active rung one place up or down the middle of the ladder (Alt+↑/↓, the Up and Down buttons). Pure.
import type { Board } from './board';
import type { Move } from './rules';

/** The move, or why there is none: the ends do not move, and the top and bottom middle rungs go no further. */
export function rungMove(board: Board, word: number, step: -1 | 1): { move: Move } | { refusal: string } {
  const from = board.order.indexOf(word);
  if (from < 0) return { refusal: 'Only the five middle rungs move.' };
  const to = from + step;
  if (to < 0 || to > 4) return { refusal: step < 0 ? 'Already the highest middle rung.' : 'Already the lowest middle rung.' };
  return { move: { kind: 'move', from, to } };
}
