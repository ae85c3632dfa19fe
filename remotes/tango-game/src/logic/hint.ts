// Hints: first a wrong entry to remove, otherwise the easiest next deduction with its reason. Loaded after the
// board (with the deductions it needs), so it stays out of the first-load chunk.
import type { PuzzleHint } from '@games/shared/game-kit/puzzle/session';
import { setCell } from './board';
import { createLogicState, findDeduction } from './deduce';
import { findConflicts } from './conflicts';
import { cellName } from './cellName';
import { EMPTY, symbolName, type Board, type Symbol, type TangoPuzzle } from './types';

export type Hint =
  | { kind: 'remove'; index: number; reason: string }
  | { kind: 'place'; index: number; value: Symbol; reason: string };

export { cellName };

export function findHint(puzzle: TangoPuzzle, board: Board): Hint | null {
  const { size, solution } = puzzle;
  const wrong = board.flatMap((value, index) => (value !== EMPTY && value !== solution[index] ? [index] : []));
  if (wrong.length > 0) {
    // Prefer a wrong cell the player can already see is in trouble.
    const conflicted = findConflicts(size, puzzle.signs, board).cells;
    const index = wrong.find((cell) => conflicted.has(cell)) ?? wrong[0];
    const value = board[index] as Symbol;
    const why = conflicted.has(index) ? 'it breaks a rule' : 'it does not fit the one solution';
    return { kind: 'remove', index, reason: `The ${symbolName(value)} at ${cellName(index, size)} is wrong: ${why}. The hint removed it.` };
  }
  if (board.every((value) => value !== EMPTY)) return null;
  const deduction = findDeduction(createLogicState(size, puzzle.signs, board));
  if (deduction) return { kind: 'place', index: deduction.index, value: deduction.value, reason: deduction.reason };
  // Every dealt puzzle is solvable by the three tiers, so this only guards against the unexpected.
  const index = board.findIndex((value) => value === EMPTY);
  const value = solution[index] as Symbol;
  return { kind: 'place', index, value, reason: `This cell is a ${symbolName(value)}.` };
}

/** The next hint as the puzzle session takes it: the board once it is followed (any pending rule break gone). */
export function nextHint(puzzle: TangoPuzzle, board: { cells: Board }): PuzzleHint<{ cells: Board }> | null {
  const hint = findHint(puzzle, board.cells);
  if (!hint) return null;
  const cells = setCell(puzzle, board.cells, hint.index, hint.kind === 'place' ? hint.value : EMPTY);
  return { board: { cells }, reason: hint.reason, cells: [hint.index] };
}
