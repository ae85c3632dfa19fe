// Player moves on a Tango board. Boards are immutable arrays; locked givens never change.
import { EMPTY, MOON, SUN, type Board, type CellValue, type TangoPuzzle } from './types';

/** Tap order, as in LinkedIn Tango: empty → sun → moon → empty. */
export function nextInCycle(value: CellValue): CellValue {
  return value === EMPTY ? SUN : value === SUN ? MOON : EMPTY;
}

export function isLocked(puzzle: TangoPuzzle, index: number): boolean {
  return puzzle.givens[index] !== EMPTY;
}

/** The board with one cell set; the same board when nothing changes or the cell is locked. */
export function setCell(puzzle: TangoPuzzle, board: Board, index: number, value: CellValue): Board {
  if (isLocked(puzzle, index) || board[index] === value) return board;
  const next = board.slice();
  next[index] = value;
  return next;
}

export function cycleCell(puzzle: TangoPuzzle, board: Board, index: number): Board {
  return setCell(puzzle, board, index, nextInCycle(board[index]));
}

/** Only the givens: what Clear returns to. */
export function clearedBoard(puzzle: TangoPuzzle): Board {
  return puzzle.givens.slice();
}

export function sameBoard(a: Board, b: Board): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
