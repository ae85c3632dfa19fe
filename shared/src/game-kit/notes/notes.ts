// Pencil-mark notes for number puzzles (sudoku, kakuro…): one candidate set per cell, kept as a digit mask
// (bit d-1 = digit d, digits 1–9), so a board's notes are a plain `number[]` that saves as JSON.
// Every function returns a new array, or the same one when nothing changed (history skips no-op steps).

/** A cell's pencil marks: bit d-1 set when digit d is noted. */
export type NoteMask = number;

/** The digits a note can hold, in the order they are drawn (a 3×3 block, 1 at top left). */
export const NOTE_DIGITS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Every digit 1–9 noted. */
export const ALL_NOTES: NoteMask = 0x1ff;

export const noteBit = (digit: number): NoteMask => 1 << (digit - 1);
export const hasNote = (mask: NoteMask, digit: number): boolean => (mask & noteBit(digit)) !== 0;

/** The noted digits, ascending. */
export function noteDigits(mask: NoteMask): number[] {
  const digits: number[] = [];
  for (const digit of NOTE_DIGITS) if (hasNote(mask, digit)) digits.push(digit);
  return digits;
}

/** The mask holding exactly these digits. */
export const noteMaskOf = (digits: Iterable<number>): NoteMask => {
  let mask = 0;
  for (const digit of digits) mask |= noteBit(digit);
  return mask;
};

/** How many digits a mask notes. */
export function noteCount(mask: NoteMask): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}

/** Empty notes for a board of `cells` cells. */
export const emptyNotes = (cells: number): number[] => new Array<number>(cells).fill(0);

// Results are typed mutable for the games' own board types; an unchanged input comes back as it was.
const withCell = (notes: readonly NoteMask[], cell: number, mask: NoteMask): NoteMask[] => {
  if (notes[cell] === mask) return notes as NoteMask[];
  const next = notes.slice();
  next[cell] = mask;
  return next;
};

/** Adds the digit to the cell's notes, or removes it when it is there. */
export const toggleNote = (notes: readonly NoteMask[], cell: number, digit: number): NoteMask[] =>
  withCell(notes, cell, notes[cell] ^ noteBit(digit));

/** Sets a cell's notes to a mask (e.g. "fill candidates"). */
export const setNotes = (notes: readonly NoteMask[], cell: number, mask: NoteMask): NoteMask[] => withCell(notes, cell, mask);

/** Clears every note of one cell. */
export const clearNotes = (notes: readonly NoteMask[], cell: number): NoteMask[] => withCell(notes, cell, 0);

/** Removes the digit from the notes of the given cells (the peers of a placed digit). */
export function removeNote(notes: readonly NoteMask[], cells: Iterable<number>, digit: number): NoteMask[] {
  const bit = noteBit(digit);
  let next: NoteMask[] | null = null;
  for (const cell of cells) {
    if ((notes[cell] & bit) === 0) continue;
    next ??= notes.slice();
    next[cell] &= ~bit;
  }
  return next ?? (notes as NoteMask[]);
}

/**
 * Auto-clean on placement: the cell where a digit was placed loses its own notes, and the digit leaves the
 * notes of every peer (cells that may no longer hold it: row/column/box in sudoku, the runs in kakuro).
 */
export const notesAfterPlacing = (notes: readonly NoteMask[], cell: number, digit: number, peers: Iterable<number>): NoteMask[] =>
  removeNote(clearNotes(notes, cell), peers, digit);

/** A saved notes array: `cells` masks of digits 1–9 (or any length when `cells` is left out). */
export function isNotes(value: unknown, cells?: number): value is NoteMask[] {
  return (
    Array.isArray(value) &&
    (cells === undefined || value.length === cells) &&
    value.every((mask) => Number.isInteger(mask) && mask >= 0 && mask <= ALL_NOTES)
  );
}

/** "notes 3 5" for a cell's accessible name, or '' when it has none. */
export const describeNotes = (mask: NoteMask): string => (mask ? `notes ${noteDigits(mask).join(' ')}` : '');
