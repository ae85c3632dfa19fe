// Kakuro's rules for the kit's puzzle session: the session owns undo/redo, clear, restart, hints, the timer,
// win and records; these functions say what a move does, what counts as solved, and what a hint is.
import type { PuzzleHint, PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { createBoard, eraseCell, isBoard, isSolved, noteDigit, placeDigit, type Board } from './board';
import { bitCount, onlyDigit } from './combos';
import { puzzleRuns, type KakuroPuzzle, type KakuroRun } from './layout';
import { candidatesAfterLogic } from './solver';

export type KakuroMove =
  | { kind: 'digit'; cell: number; digit: number }
  | { kind: 'note'; cell: number; digit: number }
  | { kind: 'erase'; cell: number };

const RUNS = new WeakMap<KakuroPuzzle, KakuroRun[]>();

/** The puzzle's runs (computed once per puzzle object). */
export function runsOfPuzzle(puzzle: KakuroPuzzle): KakuroRun[] {
  let runs = RUNS.get(puzzle);
  if (!runs) {
    runs = puzzleRuns(puzzle);
    RUNS.set(puzzle, runs);
  }
  return runs;
}

function applyMove(puzzle: KakuroPuzzle, board: Board, move: KakuroMove): Board {
  switch (move.kind) {
    case 'digit':
      return placeDigit(puzzle, runsOfPuzzle(puzzle), board, move.cell, move.digit);
    case 'note':
      return noteDigit(puzzle, board, move.cell, move.digit);
    case 'erase':
      return eraseCell(puzzle, board, move.cell);
  }
}

export const cellName = (size: number, cell: number): string => `row ${Math.floor(cell / size) + 1}, column ${(cell % size) + 1}`;

/**
 * A wrong digit is cleared first; else a digit logic proves from the correct ones (combinations and singles),
 * else the solution's digit in the first empty cell.
 */
export function findHint(puzzle: KakuroPuzzle, board: Board): PuzzleHint<Board> | null {
  const { size, solution } = puzzle;
  const runs = runsOfPuzzle(puzzle);
  const wrong = solution.findIndex((d, cell) => d > 0 && board.values[cell] !== 0 && board.values[cell] !== d);
  if (wrong >= 0) {
    return { board: eraseCell(puzzle, board, wrong), reason: `The ${board.values[wrong]} at ${cellName(size, wrong)} is wrong: cleared.`, cells: [wrong] };
  }
  const dom = candidatesAfterLogic({ cellCount: solution.length, runs }, board.values);
  const empty = solution.flatMap((d, cell) => (d > 0 && board.values[cell] === 0 ? [cell] : []));
  if (empty.length === 0) return null;
  const proven = dom ? empty.find((cell) => bitCount(dom[cell]) === 1) : undefined;
  const cell = proven ?? empty[0];
  const digit = proven !== undefined && dom ? onlyDigit(dom[cell]) : solution[cell];
  const reason =
    proven !== undefined
      ? `Only ${digit} fits at ${cellName(size, cell)}: the digit sets of its two runs leave nothing else.`
      : `${cellName(size, cell)[0].toUpperCase()}${cellName(size, cell).slice(1)} is ${digit}.`;
  return { board: placeDigit(puzzle, runs, board, cell, digit), reason, cells: [cell] };
}

function isPuzzle(value: unknown): value is KakuroPuzzle {
  if (typeof value !== 'object' || value === null) return false;
  const { size, solution } = value as Partial<KakuroPuzzle>;
  return (
    typeof size === 'number' &&
    Number.isInteger(size) &&
    size >= 4 &&
    size <= 20 &&
    Array.isArray(solution) &&
    solution.length === size * size &&
    solution.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)
  );
}

/** A saved board belongs to its puzzle when it has the puzzle's cells and nothing on a block. */
const boardFits = (puzzle: KakuroPuzzle, board: Board): boolean =>
  board.values.length === puzzle.solution.length && board.values.every((d, cell) => d === 0 || puzzle.solution[cell] > 0);

export const kakuroRules: PuzzleRules<KakuroPuzzle, Board, KakuroMove> = {
  initialBoard: createBoard,
  applyMove,
  isSolved,
  hint: findHint,
  isPuzzle,
  isBoard,
  boardFits,
};
