// Pencil-mark notes: per-cell candidate masks (pure) and their 3×3 view.
export {
  ALL_NOTES,
  NOTE_DIGITS,
  clearNotes,
  describeNotes,
  emptyNotes,
  hasNote,
  isNotes,
  noteBit,
  noteCount,
  noteDigits,
  noteMaskOf,
  notesAfterPlacing,
  removeNote,
  setNotes,
  toggleNote,
  type NoteMask,
} from './notes';
export { NoteMarks, type NoteMarksProps } from './NoteMarks';
