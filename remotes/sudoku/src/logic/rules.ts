// Sudoku's rules for the kit's puzzle session: the session owns undo/redo, clear, restart, hints, the
// mistake count, win and loss; these functions say what a move does and what counts as solved or wrong.
import type { PuzzleHint, PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { clearCell, createBoard, fillAllCandidates, isBoard, isSolved, placeDigit, toggleNote, type Board } from './board';
import { CELL_COUNT, isGrid, type Grid } from './grid';
import type { findHint as FindHint } from './hint';

/** A dealt puzzle: what the session keeps unchanged while it is played. */
export interface SudokuPuzzle {
  givens: number[];
  solution: number[];
}

/** One action of the player on the board. */
export type SudokuMove =
  | { kind: 'digit'; cell: number; digit: number }
  | { kind: 'note'; cell: number; digit: number }
  | { kind: 'erase'; cell: number }
  | { kind: 'fill-notes' };

/** Wrong digits that end the game when the mistake limit is on (as on sudoku.com). */
export const MISTAKE_LIMIT = 3;

/** Cells holding a placed digit that differs from the solution. */
export function wrongCells(puzzle: SudokuPuzzle, board: Board): Set<number> {
  const wrong = new Set<number>();
  board.values.forEach((value, cell) => {
    if (value !== 0 && puzzle.givens[cell] === 0 && value !== puzzle.solution[cell]) wrong.add(cell);
  });
  return wrong;
}

function applyMove(puzzle: SudokuPuzzle, board: Board, move: SudokuMove): Board {
  switch (move.kind) {
    case 'digit':
      return placeDigit(board, puzzle.givens, move.cell, move.digit);
    case 'note':
      return toggleNote(board, puzzle.givens, move.cell, move.digit);
    case 'erase':
      return clearCell(board, puzzle.givens, move.cell);
    case 'fill-notes':
      return fillAllCandidates(board);
  }
}

/** A digit written where there was none or another one, and which differs from the solution. */
function mistakesOf(puzzle: SudokuPuzzle, before: Board, after: Board): number {
  let made = 0;
  after.values.forEach((value, cell) => {
    if (value !== 0 && value !== before.values[cell] && value !== puzzle.solution[cell]) made++;
  });
  return made;
}

// The hint engine (every technique with its explanation) is the largest part of the game's code: it loads
// after the first screen, while the pack is fetched. Until it is here a hint finds nothing.
let findHint: typeof FindHint | null = null;

/** Loads the hint engine once (again after a failed load). */
export function loadHints(): Promise<void> {
  if (findHint) return Promise.resolve();
  return import('./hint').then((engine) => {
    findHint = engine.findHint;
  });
}

/** Clears a wrong digit first (no logic builds on one), else places the next provable digit. */
function hint(puzzle: SudokuPuzzle, board: Board): PuzzleHint<Board> | null {
  const found = findHint?.(board.values, puzzle.solution);
  if (!found) return null;
  const next =
    found.kind === 'fix' ? clearCell(board, puzzle.givens, found.cell) : placeDigit(board, puzzle.givens, found.cell, found.digit);
  // The hint's own cell comes first: the view moves the selection there.
  return { board: next, reason: found.message, cells: [found.cell, ...found.cells.filter((cell) => cell !== found.cell)] };
}

const isSolutionGrid = (value: unknown): value is Grid => isGrid(value) && !value.includes(0);

function isPuzzle(value: unknown): value is SudokuPuzzle {
  if (typeof value !== 'object' || value === null) return false;
  const { givens, solution } = value as Partial<SudokuPuzzle>;
  return isGrid(givens) && isSolutionGrid(solution) && givens.every((digit, cell) => digit === 0 || digit === solution[cell]);
}

/** A saved board belongs to its puzzle when every given is still in place. */
const boardFits = (puzzle: SudokuPuzzle, board: Board): boolean =>
  board.values.length === CELL_COUNT && puzzle.givens.every((digit, cell) => digit === 0 || board.values[cell] === digit);

function createRules(mistakeLimit: boolean): PuzzleRules<SudokuPuzzle, Board, SudokuMove> {
  return {
    initialBoard: (puzzle) => createBoard(puzzle.givens),
    applyMove,
    isSolved: (puzzle, board) => isSolved(board.values, puzzle.solution),
    mistakesOf,
    isLost: (_puzzle, _board, mistakes) => mistakeLimit && mistakes >= MISTAKE_LIMIT,
    hint,
    isPuzzle,
    isBoard,
    boardFits,
  };
}

const RULES = { off: createRules(false), on: createRules(true) };

/** The rules with the mistake limit on or off (two constants, so the session sees a stable object). */
export const sudokuRules = (mistakeLimit: boolean): PuzzleRules<SudokuPuzzle, Board, SudokuMove> =>
  mistakeLimit ? RULES.on : RULES.off;
