/** Where typing goes: the active rung and letter, and where it moves after a letter, an erase or Enter. */
import { isHinted, isRowOpen, shownRows, type Board } from './board';
import { WORD_LENGTH } from './content';
import type { Puzzle } from './puzzle';
import { applyMove, type Move } from './rules';

export interface Cursor {
  /** Word index of the active rung (0 top … 6 bottom). */
  word: number;
  col: number;
}

/** The first blank letter of a rung that a hint did not fix, else its first letter. */
export function firstOpenCol(board: Board, word: number): number {
  for (let col = 0; col < WORD_LENGTH; col += 1) if (board.letters[word][col] === ' ' && !isHinted(board, word, col)) return col;
  return 0;
}

/** The next rung (in shown order, wrapping, `step` 1 down or -1 up) the player can type into; null when none. */
export function nextOpenRow(puzzle: Puzzle, board: Board, from: number, step: 1 | -1 = 1): number | null {
  const rows = shownRows(board);
  const at = rows.indexOf(from);
  for (let i = 1; i <= rows.length; i += 1) {
    const word = rows[(at + step * i + rows.length * 2) % rows.length];
    if (isRowOpen(puzzle, board, word)) return word;
  }
  return null;
}

/** The rung one place up or down the shown ladder (no wrap). */
export function neighbourRow(board: Board, from: number, step: 1 | -1): number {
  const rows = shownRows(board);
  const at = rows.indexOf(from);
  return rows[Math.min(rows.length - 1, Math.max(0, at + step))];
}

/** A cursor at the start of a rung. */
export const cursorAt = (board: Board, word: number): Cursor => ({ word, col: firstOpenCol(board, word) });

/** The move a typed letter makes and where the cursor goes next (to the next open rung once this one is solved). */
export function typeAt(puzzle: Puzzle, board: Board, cursor: Cursor, letter: string): { move: Move | null; board: Board; cursor: Cursor } {
  const { word } = cursor;
  let col = cursor.col;
  if (!isRowOpen(puzzle, board, word)) return { move: null, board, cursor };
  // A letter fixed by a hint is stepped over.
  while (col < WORD_LENGTH - 1 && isHinted(board, word, col)) col += 1;
  if (isHinted(board, word, col)) return { move: null, board, cursor };
  const move: Move = { kind: 'type', word, col, letter };
  const after = applyMove(puzzle, board, move);
  if (!isRowOpen(puzzle, after, word)) {
    const next = nextOpenRow(puzzle, after, word);
    return { move, board: after, cursor: next === null ? { word, col } : cursorAt(after, next) };
  }
  let nextCol = col + 1;
  while (nextCol < WORD_LENGTH && isHinted(after, word, nextCol)) nextCol += 1;
  return { move, board: after, cursor: { word, col: nextCol < WORD_LENGTH ? nextCol : col } };
}

/** Backspace: erases the letter at the cursor, or, when that is blank, the one before it. */
export function eraseAt(puzzle: Puzzle, board: Board, cursor: Cursor): { move: Move | null; cursor: Cursor } {
  const { word } = cursor;
  if (!isRowOpen(puzzle, board, word)) return { move: null, cursor };
  let col = cursor.col;
  if (board.letters[word][col] === ' ' || isHinted(board, word, col)) {
    col -= 1;
    while (col >= 0 && isHinted(board, word, col)) col -= 1;
    if (col < 0) return { move: null, cursor };
  }
  return { move: { kind: 'erase', word, col }, cursor: { word, col } };
}
