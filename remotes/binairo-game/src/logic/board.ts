// Player moves on a Binairo board. Boards are immutable arrays; locked givens never change.
import type { BinairoPuzzle, Cell, Cells } from './types';

/** Tap order, as in 0h h1: empty → 0 → 1 → empty. */
export const nextInCycle = (value: Cell): Cell => (value === null ? 0 : value === 0 ? 1 : null);

export const isLocked = (puzzle: BinairoPuzzle, index: number): boolean => puzzle.givens[index] !== null;

/** The board with one cell set; the same board when nothing changes, the cell is locked or off the board. */
export function setCell(puzzle: BinairoPuzzle, board: Cells, index: number, value: Cell): Cells {
  if (!Number.isInteger(index) || index < 0 || index >= board.length) return board;
  if (isLocked(puzzle, index) || board[index] === value) return board;
  const next = board.slice();
  next[index] = value;
  return next;
}

export const cycleCell = (puzzle: BinairoPuzzle, board: Cells, index: number): Cells => setCell(puzzle, board, index, nextInCycle(board[index]));

/** The cells that differ between two boards. */
export const changedCells = (before: Cells, after: Cells): number[] => after.flatMap((value, index) => (value !== before[index] ? [index] : []));
