// Binairo's rules for the kit's puzzle session: a move sets or cycles one cell. Hints (hint.ts) name the rule
// that forces a cell; they need the deductions, so they load after the board.
import type { PuzzleHint, PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { cycleCell, setCell } from './board';
import { isSolved } from './conflicts';
import { cellName, type BinairoPuzzle, type Cell, type Cells } from './types';

export interface BinairoMove {
  cell: number;
  /** A digit to set, null to clear, or the tap cycle empty → 0 → 1 → empty. */
  value: Cell | 'cycle';
}

export function applyBinairoMove(puzzle: BinairoPuzzle, board: Cells, { cell, value }: BinairoMove): Cells {
  return value === 'cycle' ? cycleCell(puzzle, board, cell) : setCell(puzzle, board, cell, value);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Cells of a size×size board: 0, 1 or null (only 0 or 1 when `full`). */
export function isCells(value: unknown, size: number, full = false): value is Cells {
  return Array.isArray(value) && value.length === size * size && value.every((cell) => cell === 0 || cell === 1 || (!full && cell === null));
}

export function isPuzzle(value: unknown): value is BinairoPuzzle {
  if (!isObject(value)) return false;
  const { size, givens, solution } = value;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 6 || size > 14 || size % 2 !== 0) return false;
  return (
    isCells(givens, size) &&
    isCells(solution, size, true) &&
    givens.every((given, index) => given === null || given === solution[index]) &&
    isSolved(size, solution)
  );
}

/** The next hint for a board (hint.ts's nextHint). */
export type BinairoHinter = (puzzle: BinairoPuzzle, board: Cells) => PuzzleHint<Cells> | null;

const baseRules: PuzzleRules<BinairoPuzzle, Cells, BinairoMove> = {
  initialBoard: (puzzle) => puzzle.givens.slice(),
  applyMove: applyBinairoMove,
  isSolved: (puzzle, board) => isSolved(puzzle.size, board),
  isPuzzle,
  isBoard: (value): value is Cells => Array.isArray(value) && Number.isInteger(Math.sqrt(value.length)) && isCells(value, Math.sqrt(value.length)),
  // The givens stay where the puzzle put them.
  boardFits: (puzzle, board) =>
    board.length === puzzle.size * puzzle.size && puzzle.givens.every((given, index) => given === null || board[index] === given),
};

/** The rules, with hints once their module has loaded. */
export function createBinairoRules(hint?: BinairoHinter): PuzzleRules<BinairoPuzzle, Cells, BinairoMove> {
  return hint ? { ...baseRules, hint } : baseRules;
}

/**
 * e.g. "row 2, column 3: 1"; null when several cells changed at once. The rule a move breaks is said by the
 * board's message line (the kit frame's `message`), once, so it is not repeated here.
 */
export function describeMove(puzzle: BinairoPuzzle, before: Cells, after: Cells): string | null {
  const changed = after.flatMap((value, index) => (value !== before[index] ? [index] : []));
  if (changed.length !== 1) return null;
  const [cell] = changed;
  return `${cellName(cell, puzzle.size)}: ${after[cell] === null ? 'empty' : after[cell]}`;
}
