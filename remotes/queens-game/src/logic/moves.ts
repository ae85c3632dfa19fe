// The player's moves on the marks: a tap or key on one cell, and a drag that paints × over several cells.
import { CROSS, EMPTY, nextMark, QUEEN, type Mark } from './marks';

/** What one tap or key does to a cell: cycle (empty → × → queen → empty), toggle a queen or a ×, clear. */
export type MarkAction = 'cycle' | 'queen' | 'cross' | 'clear';

export interface MarkMove {
  cell: number;
  action: MarkAction;
}

/** The mark a cell gets from an action; Q and X pressed again on their own mark clear the cell. */
export function markAfter(mark: Mark, action: MarkAction): Mark {
  if (action === 'cycle') return nextMark(mark);
  if (action === 'queen') return mark === QUEEN ? EMPTY : QUEEN;
  if (action === 'cross') return mark === CROSS ? EMPTY : CROSS;
  return EMPTY;
}

/** The marks after a move; the very same array when nothing changes or the cell is off the board. */
export function applyMarkMove(marks: readonly Mark[], { cell, action }: MarkMove): readonly Mark[] {
  if (!Number.isInteger(cell) || cell < 0 || cell >= marks.length) return marks;
  const mark = markAfter(marks[cell], action);
  if (mark === marks[cell]) return marks;
  const next = marks.slice();
  next[cell] = mark;
  return next;
}

/** Painting by drag: × over empty cells, or (when the drag started on a ×) erasing ×s. Queens are kept. */
export function paintCells(marks: readonly Mark[], cells: readonly number[], erase: boolean): readonly Mark[] {
  let next: Mark[] | null = null;
  for (const cell of cells) {
    if (erase ? marks[cell] !== CROSS : marks[cell] !== EMPTY) continue;
    next ??= marks.slice();
    next[cell] = erase ? EMPTY : CROSS;
  }
  return next ?? marks;
}
