// Words for a screen reader after a move: the cell and what it holds now. The rule a move breaks is said by
// the board's message line under the board (the kit frame's `message`), once, so it is not repeated here.
import { cellName } from './cellName';
import { changedCells, type TangoBoard } from './rules';
import type { CellValue, TangoPuzzle } from './types';

const VALUE_WORDS: Record<CellValue, string> = { 0: 'empty', 1: 'sun', 2: 'moon' };

/** e.g. "row 2, column 3: sun"; null when several cells changed at once. */
export function describeTangoMove(puzzle: TangoPuzzle, before: TangoBoard, after: TangoBoard): string | null {
  const changed = changedCells(before.cells, after.cells);
  if (changed.length !== 1) return null;
  const [cell] = changed;
  return `${cellName(cell, puzzle.size)}: ${VALUE_WORDS[after.cells[cell]]}`;
}
