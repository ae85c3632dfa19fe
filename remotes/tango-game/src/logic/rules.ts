// Tango's rules for the kit's puzzle session. The board is the cells plus a pending rule break: a cell whose
// last change broke a rule counts as a mistake only when the player moves on without changing it again, so
// cycling a cell through sun on the way to moon is not punished. Undo takes the pending break back with its
// board; a hint or Clear replaces it. Hints (hint.ts) load after the board.
import type { PuzzleHint, PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { clearedBoard, cycleCell, setCell } from './board';
import { findConflicts, isSolved } from './conflicts';
import { isCells, isPuzzle } from './restore';
import { EMPTY, type Board, type CellValue, type TangoPuzzle } from './types';

export interface TangoBoard {
  cells: Board;
  /** The cell whose last change broke a rule, until the next move. */
  pending?: number;
}

export interface TangoMove {
  cell: number;
  /** A value to set, or the tap cycle empty → sun → moon → empty. */
  value: CellValue | 'cycle';
}

/** Whether `after` breaks a rule on a cell that did not break one in `before`. */
export function breaksNewRule(puzzle: TangoPuzzle, before: Board, after: Board): boolean {
  const was = findConflicts(puzzle.size, puzzle.signs, before).cells;
  return [...findConflicts(puzzle.size, puzzle.signs, after).cells].some((cell) => !was.has(cell));
}

export function applyTangoMove(puzzle: TangoPuzzle, board: TangoBoard, { cell, value }: TangoMove): TangoBoard {
  if (!Number.isInteger(cell) || cell < 0 || cell >= board.cells.length) return board;
  const cells = value === 'cycle' ? cycleCell(puzzle, board.cells, cell) : setCell(puzzle, board.cells, cell, value);
  if (cells === board.cells) return board;
  return breaksNewRule(puzzle, board.cells, cells) ? { cells, pending: cell } : { cells };
}

/** One mistake when the previous change broke a rule and this move leaves that cell as it was. */
export function settledMistakes(before: TangoBoard, after: TangoBoard): number {
  const { pending } = before;
  return pending !== undefined && after.cells[pending] === before.cells[pending] ? 1 : 0;
}

/** The cells that differ between two boards. */
export function changedCells(before: Board, after: Board): number[] {
  return after.flatMap((value, index) => (value !== before[index] ? [index] : []));
}

function isTangoBoard(value: unknown): value is TangoBoard {
  if (typeof value !== 'object' || value === null) return false;
  const { cells, pending } = value as Partial<TangoBoard>;
  const size = Math.sqrt(Array.isArray(cells) ? cells.length : 0);
  return Number.isInteger(size) && isCells(cells, size) && (pending === undefined || (Number.isInteger(pending) && pending >= 0 && pending < cells.length));
}

/** The next hint for a board (hint.ts's nextHint). */
export type TangoHinter = (puzzle: TangoPuzzle, board: TangoBoard) => PuzzleHint<TangoBoard> | null;

const baseRules: PuzzleRules<TangoPuzzle, TangoBoard, TangoMove> = {
  initialBoard: (puzzle) => ({ cells: clearedBoard(puzzle) }),
  applyMove: applyTangoMove,
  isSolved: (puzzle, board) => isSolved(puzzle.size, puzzle.signs, board.cells),
  mistakesOf: (_puzzle, before, after) => settledMistakes(before, after),
  isPuzzle,
  isBoard: isTangoBoard,
  // The givens stay where the puzzle put them.
  boardFits: (puzzle, board) =>
    board.cells.length === puzzle.size * puzzle.size && puzzle.givens.every((given, index) => given === EMPTY || board.cells[index] === given),
};

/** The rules, with hints once their module has loaded. */
export function createTangoRules(hint?: TangoHinter): PuzzleRules<TangoPuzzle, TangoBoard, TangoMove> {
  return hint ? { ...baseRules, hint } : baseRules;
}
