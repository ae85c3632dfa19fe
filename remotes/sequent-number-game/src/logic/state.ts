// What the puzzle session keeps and undoes: every cell's number and every cell's pencil marks.
import { applyMove, initialBoard, isBoardFor, type SequentBoard, type SequentMove } from './board';
import type { SequentPuzzle } from './grid';
import { emptyNumberNotes, isNumberNotes, numberNotesAfterPlacing, toggleNumberNote } from './numberNotes';

export interface SequentState {
  values: SequentBoard;
  /** notes[cell]: the player's pencil marks, ascending. */
  notes: number[][];
}

export type SequentAction =
  | SequentMove
  /** Toggles a pencil mark in an empty cell; `replace` (a mark typed just before, "1" then "12") goes first. */
  | { type: 'note'; cell: number; value: number; replace?: number };

export const initialState = (puzzle: SequentPuzzle): SequentState => ({
  values: initialBoard(puzzle),
  notes: emptyNumberNotes(puzzle.givens.length),
});

export function applyAction(puzzle: SequentPuzzle, state: SequentState, action: SequentAction): SequentState {
  const total = puzzle.givens.length;
  if (action.type === 'note') {
    const { cell, value, replace } = action;
    if (!Number.isInteger(cell) || cell < 0 || cell >= total || state.values[cell] !== 0) return state;
    if (!Number.isInteger(value) || value < 1 || value > total) return state;
    let notes = state.notes;
    if (replace !== undefined && notes[cell].includes(replace)) notes = toggleNumberNote(notes, cell, replace);
    notes = toggleNumberNote(notes, cell, value);
    return { values: state.values, notes };
  }
  const values = applyMove(puzzle, state.values, action);
  if (values === state.values) return state;
  const placed = values.flatMap((v, cell) => (v !== state.values[cell] ? [{ cell, value: v }] : []));
  return { values, notes: numberNotesAfterPlacing(state.notes, placed) };
}

export function isState(value: unknown): value is SequentState {
  if (typeof value !== 'object' || value === null) return false;
  const { values, notes } = value as Partial<SequentState>;
  return Array.isArray(values) && values.every((v) => Number.isInteger(v)) && Array.isArray(notes);
}

export const isStateFor = (puzzle: SequentPuzzle, state: SequentState): boolean =>
  isBoardFor(puzzle, state.values) && isNumberNotes(state.notes, puzzle.givens.length, puzzle.givens.length);
