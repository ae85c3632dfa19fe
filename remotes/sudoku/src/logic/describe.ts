// Words for a screen reader after the player changed the board: which cell got which digit, and whether the
// digit is wrong (a wrong digit is shown as wrong, so it is said too).
import type { Board } from './board';
import { cellName } from './grid';
import { MISTAKE_LIMIT, type SudokuPuzzle } from './rules';

export interface MistakeCount {
  mistakes: number;
  /** Whether the game ends at MISTAKE_LIMIT mistakes. */
  mistakeLimit: boolean;
}

/** What changed in a cell's digit between two boards; null when only notes changed. */
export function describeChange(puzzle: SudokuPuzzle, before: Board, after: Board, { mistakes, mistakeLimit }: MistakeCount): string | null {
  const cell = after.values.findIndex((value, index) => value !== before.values[index]);
  if (cell < 0) return null;
  const digit = after.values[cell];
  if (digit === 0) return `${cellName(cell)} erased.`;
  if (digit === puzzle.solution[cell]) return `${cellName(cell)} set to ${digit}.`;
  const count = mistakeLimit ? `${mistakes} of ${MISTAKE_LIMIT}` : String(mistakes);
  return `${cellName(cell)}: ${digit} is wrong. Mistakes: ${count}.`;
}
