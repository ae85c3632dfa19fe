// What the player has written: digits and pencil marks (the kit's notes). Placing a digit removes it from the
// notes of its two runs.
import { clearNotes, emptyNotes, isNotes, notesAfterPlacing, toggleNote } from '@games/shared/game-kit/notes/notes';
import { peersOf, runIndex, type KakuroPuzzle, type KakuroRun } from './layout';

export interface Board {
  /** Placed digits, 0 when empty (always 0 on blocks). */
  values: number[];
  /** Pencil marks per cell (bit d-1 = digit d). */
  notes: number[];
}

export const createBoard = (puzzle: KakuroPuzzle): Board => ({
  values: new Array<number>(puzzle.solution.length).fill(0),
  notes: emptyNotes(puzzle.solution.length),
});

const isWhite = (puzzle: KakuroPuzzle, cell: number) => puzzle.solution[cell] > 0;

export function placeDigit(puzzle: KakuroPuzzle, runs: readonly KakuroRun[], board: Board, cell: number, digit: number): Board {
  if (!isWhite(puzzle, cell) || board.values[cell] === digit) return board;
  const values = board.values.slice();
  values[cell] = digit;
  const peers = peersOf(cell, runs, runIndex(puzzle.solution.length, runs));
  return { values, notes: notesAfterPlacing(board.notes, cell, digit, peers) };
}

export function noteDigit(puzzle: KakuroPuzzle, board: Board, cell: number, digit: number): Board {
  if (!isWhite(puzzle, cell) || board.values[cell] !== 0) return board;
  return { values: board.values, notes: toggleNote(board.notes, cell, digit) };
}

/** Erases the cell's digit, or its notes when it has none. */
export function eraseCell(puzzle: KakuroPuzzle, board: Board, cell: number): Board {
  if (!isWhite(puzzle, cell)) return board;
  if (board.values[cell] !== 0) {
    const values = board.values.slice();
    values[cell] = 0;
    return { values, notes: board.notes };
  }
  const notes = clearNotes(board.notes, cell);
  return notes === board.notes ? board : { values: board.values, notes };
}

export interface RunState {
  /** Digits placed in the run. */
  placed: number[];
  full: boolean;
  /** A digit repeated in the run. */
  repeated: boolean;
  /** Full with the wrong sum, or already over it. */
  wrongSum: boolean;
  /** Full, no repeats, the right sum. */
  done: boolean;
}

export function runState(run: KakuroRun, values: readonly number[]): RunState {
  const placed = run.cells.map((c) => values[c]).filter((d) => d > 0);
  const full = placed.length === run.cells.length;
  const repeated = new Set(placed).size !== placed.length;
  const total = placed.reduce((s, d) => s + d, 0);
  const wrongSum = full ? total !== run.sum : total >= run.sum && placed.length > 0;
  return { placed, full, repeated, wrongSum, done: full && !repeated && !wrongSum };
}

/** Cells whose digit repeats in one of their runs (a rule broken, whatever the solution). */
export function repeatedCells(runs: readonly KakuroRun[], values: readonly number[]): Set<number> {
  const cells = new Set<number>();
  for (const run of runs) {
    for (const a of run.cells) {
      if (values[a] === 0) continue;
      if (run.cells.some((b) => b !== a && values[b] === values[a])) cells.add(a);
    }
  }
  return cells;
}

export const isSolved = (puzzle: KakuroPuzzle, board: Board): boolean => puzzle.solution.every((d, cell) => board.values[cell] === d);

export function isBoard(value: unknown): value is Board {
  if (typeof value !== 'object' || value === null) return false;
  const { values, notes } = value as Partial<Board>;
  return (
    Array.isArray(values) &&
    values.every((d) => Number.isInteger(d) && d >= 0 && d <= 9) &&
    isNotes(notes, values.length)
  );
}
