// Kakuro's rules for the kit's puzzle session: the session owns undo/redo, clear, restart, hints, the timer,
// win and records; these functions say what a move does, what counts as solved, and what a hint is.
import type { PuzzleHint, PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { createBoard, eraseCell, isBoard, isSolved, noteDigit, placeDigit, type Board } from './board';
import { puzzleRuns, type KakuroPuzzle, type KakuroRun } from './layout';
import type { findHint as FindHint } from './hint';

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

// The hint engine (a solver pass over every run) loads after the first screen, beside the pack. Until it is
// here a hint finds nothing.
let findHint: typeof FindHint | null = null;

/** Loads the hint engine once (again after a failed load). */
export function loadHints(): Promise<void> {
  if (findHint) return Promise.resolve();
  return import(/* webpackChunkName: "kakuro-play" */ './hint').then((engine) => {
    findHint = engine.findHint;
  });
}

const hint = (puzzle: KakuroPuzzle, board: Board): PuzzleHint<Board> | null => findHint?.(puzzle, board) ?? null;

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
  hint,
  isPuzzle,
  isBoard,
  boardFits,
};
