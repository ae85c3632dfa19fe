// Words for a screen reader after a move: the cell and what it holds now, and the rule it broke.
import { findConflicts } from './conflicts';
import { cellName } from './cellName';
import { changedCells, type TangoBoard } from './puzzleRules';
import type { CellValue, TangoPuzzle } from './types';

const VALUE_WORDS: Record<CellValue, string> = { 0: 'empty', 1: 'sun', 2: 'moon' };

/** e.g. "row 2, column 3: sun. Row 2 has three suns in a row."; null when several cells changed at once. */
export function describeTangoMove(puzzle: TangoPuzzle, before: TangoBoard, after: TangoBoard): string | null {
  const changed = changedCells(before.cells, after.cells);
  if (changed.length !== 1) return null;
  const [cell] = changed;
  const words = `${cellName(cell, puzzle.size)}: ${VALUE_WORDS[after.cells[cell]]}`;
  if (after.pending === undefined) return words;
  const [broken] = findConflicts(puzzle.size, puzzle.signs, after.cells).messages;
  return broken ? `${words}. ${broken}` : words;
}
