// The rules the kit's puzzle session plays by. A move marks some cells (one tap, or a line painted by a drag).
import { gridColumns, gridRows } from '@games/shared/game-kit/lines';
import type { PuzzleHint, PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { satisfiedClues } from './clues';
import type { nextHint as NextHint } from './hint';
import { BLANK, CROSSED, FILLED, type Mark, type Marks, type NonogramPuzzle } from './types';

export interface MarkMove {
  cells: readonly number[];
  mark: Mark;
}

const isMark = (value: unknown): value is Mark => value === BLANK || value === FILLED || value === CROSSED;

/** The board a puzzle starts from: blank, with its given cells filled or crossed as in the picture. */
export function startingMarks(puzzle: NonogramPuzzle): Mark[] {
  const marks = new Array<Mark>(puzzle.width * puzzle.height).fill(BLANK);
  for (const cell of puzzle.givens) marks[cell] = puzzle.solution[cell] === 1 ? FILLED : CROSSED;
  return marks;
}

/**
 * Finished lines cross themselves: every blank cell of a row or column whose filled cells match its clue
 * becomes a cross (only lines through the cells just filled, so erasing a cross is not undone at once).
 */
function autoCross(puzzle: NonogramPuzzle, marks: Mark[], touched: readonly number[]): void {
  const { width, height } = puzzle;
  const { rows, cols } = satisfiedClues(width, height, puzzle.rowClues, puzzle.colClues, marks);
  const rowsTouched = new Set(touched.map((cell) => Math.floor(cell / width)));
  const colsTouched = new Set(touched.map((cell) => cell % width));
  for (const line of gridRows(width, height)) {
    if (rows[line.index] && rowsTouched.has(line.index)) for (const cell of line.cells) if (marks[cell] === BLANK) marks[cell] = CROSSED;
  }
  for (const line of gridColumns(width, height)) {
    if (cols[line.index] && colsTouched.has(line.index)) for (const cell of line.cells) if (marks[cell] === BLANK) marks[cell] = CROSSED;
  }
}

/** The board after marking cells; the same board when nothing changes (given cells never change). */
export function applyMarks(puzzle: NonogramPuzzle, board: Marks, move: MarkMove): Marks {
  const givens = new Set(puzzle.givens);
  const cells = move.cells.filter((cell) => Number.isInteger(cell) && cell >= 0 && cell < board.length && !givens.has(cell) && board[cell] !== move.mark);
  if (cells.length === 0) return board;
  const next = board.slice();
  for (const cell of cells) next[cell] = move.mark;
  if (move.mark === FILLED) autoCross(puzzle, next, cells);
  return next;
}

export function isSolvedBoard(puzzle: NonogramPuzzle, board: Marks): boolean {
  const { rows, cols } = satisfiedClues(puzzle.width, puzzle.height, puzzle.rowClues, puzzle.colClues, board);
  return rows.every(Boolean) && cols.every(Boolean);
}

// The hint engine (line logic over every row and column) loads after the first screen, with the dealer: a
// dealt puzzle waits for it, a restored game fetches it at mount. Until it is here a hint finds nothing.
let findHint: typeof NextHint | null = null;

/** Loads the hint engine once (again after a failed load). */
export function loadHints(): Promise<void> {
  if (findHint) return Promise.resolve();
  return import(/* webpackChunkName: "the-grid-play" */ './hint').then((engine) => {
    findHint = engine.nextHint;
  });
}

const hint = (puzzle: NonogramPuzzle, board: Marks): PuzzleHint<Marks> | null => findHint?.(puzzle, board) ?? null;

const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => Number.isInteger(n) && n >= 0);

function isNonogramPuzzle(value: unknown): value is NonogramPuzzle {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  const { width, height } = p;
  if (typeof width !== 'number' || typeof height !== 'number' || !Number.isInteger(width) || !Number.isInteger(height)) return false;
  if (width < 2 || width > 30 || height < 2 || height > 30) return false;
  const cells = width * height;
  return (
    Array.isArray(p.rowClues) && p.rowClues.length === height && p.rowClues.every(isNumberList) &&
    Array.isArray(p.colClues) && p.colClues.length === width && p.colClues.every(isNumberList) &&
    Array.isArray(p.solution) && p.solution.length === cells && p.solution.every((v) => v === 0 || v === 1) &&
    isNumberList(p.givens) && p.givens.every((cell) => cell < cells) &&
    typeof p.name === 'string' &&
    Array.isArray(p.colours) && p.colours.length === cells && p.colours.every((c) => typeof c === 'string')
  );
}

/** Filled cells where the picture is blank. */
export function wrongFills(puzzle: NonogramPuzzle, board: Marks): number[] {
  const wrong: number[] = [];
  board.forEach((mark, cell) => {
    if (mark === FILLED && puzzle.solution[cell] === 0) wrong.push(cell);
  });
  return wrong;
}

/** Wrong fills a change made (cells that were not filled before it). */
export function newWrongFills(puzzle: NonogramPuzzle, before: Marks, after: Marks): number {
  return wrongFills(puzzle, after).filter((cell) => before[cell] !== FILLED).length;
}

export const nonogramRules: PuzzleRules<NonogramPuzzle, Marks, MarkMove> = {
  initialBoard: startingMarks,
  applyMove: applyMarks,
  isSolved: isSolvedBoard,
  hint,
  isPuzzle: isNonogramPuzzle,
  isBoard: (value): value is Marks => Array.isArray(value) && value.every(isMark),
  boardFits: (puzzle, board) => board.length === puzzle.width * puzzle.height && puzzle.givens.every((cell) => board[cell] === startingMarks(puzzle)[cell]),
};

/** The rules with Picross's "check on fill": each wrong fill is a mistake and `lives` of them lose the game. */
export function checkedNonogramRules(lives: number): PuzzleRules<NonogramPuzzle, Marks, MarkMove> {
  return {
    ...nonogramRules,
    mistakesOf: newWrongFills,
    isLost: (_puzzle, _board, mistakes) => mistakes >= lives,
  };
}
