// What the player has written: digits and pencil marks. Givens are locked; placing a digit clears
// that digit from the notes of its row, column and box.
import { clearNotes, emptyNotes, isNotes, notesAfterPlacing, toggleNote as toggleNoteMask } from '@games/shared/game-kit/notes/notes';
import { computeCandidates } from './candidates';
import { CELL_COUNT, PEERS, UNITS, isGrid, type Grid } from './grid';

export interface Board {
  /** Givens and placed digits, 0 when empty. */
  values: number[];
  /** Pencil marks per cell as a digit mask (bit d-1 = digit d). */
  notes: number[];
}

export function createBoard(givens: Grid): Board {
  return { values: givens.slice(), notes: emptyNotes(CELL_COUNT) };
}

export const isGiven = (givens: Grid, cell: number): boolean => givens[cell] !== 0;

/** Places a digit (replacing any digit there) and removes it from the notes of every peer. */
export function placeDigit(board: Board, givens: Grid, cell: number, digit: number): Board {
  if (isGiven(givens, cell) || board.values[cell] === digit) return board;
  const values = board.values.slice();
  values[cell] = digit;
  return { values, notes: notesAfterPlacing(board.notes, cell, digit, PEERS[cell]) };
}

/** Adds or removes a pencil mark in an empty cell. */
export function toggleNote(board: Board, givens: Grid, cell: number, digit: number): Board {
  if (isGiven(givens, cell) || board.values[cell] !== 0) return board;
  return { values: board.values, notes: toggleNoteMask(board.notes, cell, digit) };
}

/** Erases the cell's digit, or its notes when it has no digit. */
export function clearCell(board: Board, givens: Grid, cell: number): Board {
  if (isGiven(givens, cell)) return board;
  if (board.values[cell] !== 0) {
    const values = board.values.slice();
    values[cell] = 0;
    return { values, notes: board.notes };
  }
  if (board.notes[cell] === 0) return board;
  return { values: board.values, notes: clearNotes(board.notes, cell) };
}

/** Writes every candidate (digits no peer holds) into the notes of every empty cell. */
export function fillAllCandidates(board: Board): Board {
  const candidates = computeCandidates(board.values);
  const notes = board.values.map((v, c) => (v === 0 ? candidates[c] : 0));
  if (notes.every((n, c) => n === board.notes[c])) return board;
  return { values: board.values, notes };
}

/** Cells whose digit is repeated elsewhere in one of their units. */
export function findConflicts(values: Grid): Set<number> {
  const conflicts = new Set<number>();
  for (const unit of UNITS) {
    const seen = new Map<number, number[]>();
    for (const c of unit.cells) {
      const v = values[c];
      if (v === 0) continue;
      const cells = seen.get(v);
      if (cells) cells.push(c);
      else seen.set(v, [c]);
    }
    for (const cells of seen.values()) if (cells.length > 1) for (const c of cells) conflicts.add(c);
  }
  return conflicts;
}

/** How many of each digit 1..9 are still to be placed (index 0 is digit 1); never below 0. */
export function remainingCounts(values: Grid): number[] {
  const counts = new Array<number>(9).fill(9);
  for (const v of values) if (v !== 0) counts[v - 1]--;
  return counts.map((n) => Math.max(0, n));
}

export function isSolved(values: Grid, solution: Grid): boolean {
  return values.every((v, c) => v === solution[c]);
}

export function isBoard(value: unknown): value is Board {
  if (typeof value !== 'object' || value === null) return false;
  const board = value as Partial<Board>;
  return (
    isGrid(board.values) &&
    isNotes(board.notes, CELL_COUNT)
  );
}
