// Hints: first a wrong digit to take back, otherwise the easiest forced cell with the rule that forces it.
// Loaded after the board (with the deductions it needs), so it stays out of the first-load chunk.
import type { PuzzleHint } from '@games/shared/game-kit/puzzle/session';
import { setCell } from './board';
import { findConflicts, RULE_NAMES } from './conflicts';
import { createLogicState, findDeduction } from './deduce';
import { cellName, type BinairoPuzzle, type Cells } from './types';

/** The next hint: a wrong digit to take back, else the easiest forced cell and the rule that forces it. */
export function nextHint(puzzle: BinairoPuzzle, board: Cells): PuzzleHint<Cells> | null {
  const { size, solution } = puzzle;
  const wrong = board.flatMap((value, index) => (value !== null && value !== solution[index] ? [index] : []));
  if (wrong.length > 0) {
    const conflicts = findConflicts(size, board).cells;
    const index = wrong.find((cell) => conflicts.has(cell)) ?? wrong[0];
    const broken = conflicts.get(index);
    const why = broken ? `it breaks ${[...broken].map((rule) => RULE_NAMES[rule]).join(' and ')}` : 'it does not fit the one solution';
    return { board: setCell(puzzle, board, index, null), reason: `The ${board[index]} at ${cellName(index, size)} is wrong: ${why}. The hint cleared it.`, cells: [index] };
  }
  if (board.every((value) => value !== null)) return null;
  const deduction = findDeduction(createLogicState(size, board));
  if (deduction) return { board: setCell(puzzle, board, deduction.index, deduction.value), reason: deduction.reason, cells: [deduction.index] };
  // Every dealt puzzle is solved by the deductions, so this only guards against the unexpected.
  const index = board.findIndex((value) => value === null);
  return { board: setCell(puzzle, board, index, solution[index]), reason: `This cell is a ${solution[index]}.`, cells: [index] };
}

