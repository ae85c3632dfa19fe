// Pencil marks that hold whole numbers (Hidato runs to 100): each cell keeps a short ascending list of the
// numbers the player thinks may go there. The kit's notes/ piece keeps digit masks 1–9 (sudoku, kakuro),
// which cannot hold 10…100; these functions mirror its names (toggleNote, notesAfterPlacing, describeNotes)
// for whole numbers. Every function returns a new array, or the same one when nothing changed.

/** At most this many marks per cell: more would not be readable in a 10×10 cell. */
export const MAX_NOTES_PER_CELL = 4;

export const emptyNumberNotes = (cells: number): number[][] => Array.from({ length: cells }, () => []);

/** Adds the number to the cell's marks (dropping the oldest beyond the limit), or removes it when it is there. */
export function toggleNumberNote(notes: readonly number[][], cell: number, value: number): number[][] {
  const marks = notes[cell];
  const next = notes.slice();
  if (marks.includes(value)) next[cell] = marks.filter((v) => v !== value);
  else next[cell] = [...(marks.length >= MAX_NOTES_PER_CELL ? marks.slice(1) : marks), value].sort((a, b) => a - b);
  return next;
}

/**
 * After numbers were placed: the cells that got a number lose their marks, and each placed number leaves
 * every other cell's marks (a number stands in one cell only).
 */
export function numberNotesAfterPlacing(notes: readonly number[][], placed: ReadonlyArray<{ cell: number; value: number }>): number[][] {
  if (placed.length === 0) return notes as number[][];
  const cells = new Set(placed.map((p) => p.cell));
  const values = new Set(placed.map((p) => p.value).filter((v) => v > 0));
  let changed = false;
  const next = notes.map((marks, cell) => {
    if (marks.length === 0) return marks;
    if (cells.has(cell) && placed.some((p) => p.cell === cell && p.value > 0)) {
      changed = true;
      return [];
    }
    const kept = marks.filter((v) => !values.has(v));
    if (kept.length !== marks.length) changed = true;
    return kept.length === marks.length ? marks : kept;
  });
  return changed ? next : (notes as number[][]);
}

/** "notes 12 14" for a cell's accessible name, "" without marks. */
export const describeNumberNotes = (marks: readonly number[]): string => (marks.length ? `notes ${marks.join(' ')}` : '');

export function isNumberNotes(value: unknown, cells: number, largest: number): value is number[][] {
  return (
    Array.isArray(value) &&
    value.length === cells &&
    value.every(
      (marks) =>
        Array.isArray(marks) &&
        marks.length <= MAX_NOTES_PER_CELL &&
        marks.every((v, i) => Number.isInteger(v) && v >= 1 && v <= largest && (i === 0 || v > marks[i - 1])),
    )
  );
}
