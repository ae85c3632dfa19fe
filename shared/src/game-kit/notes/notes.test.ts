import {
  ALL_NOTES,
  clearNotes,
  describeNotes,
  emptyNotes,
  hasNote,
  isNotes,
  noteCount,
  noteDigits,
  noteMaskOf,
  notesAfterPlacing,
  removeNote,
  setNotes,
  toggleNote,
} from './notes';

describe('notes', () => {
  it('toggles a digit on and off in one cell only', () => {
    const notes = emptyNotes(4);
    const once = toggleNote(notes, 2, 5);
    expect(noteDigits(once[2])).toEqual([5]);
    expect(once[0]).toBe(0);
    expect(notes[2]).toBe(0);
    expect(toggleNote(once, 2, 5)[2]).toBe(0);
  });

  it('converts between digits and masks', () => {
    const mask = noteMaskOf([9, 1, 4]);
    expect(noteDigits(mask)).toEqual([1, 4, 9]);
    expect(noteCount(mask)).toBe(3);
    expect(hasNote(mask, 4)).toBe(true);
    expect(hasNote(mask, 5)).toBe(false);
    expect(noteDigits(ALL_NOTES)).toHaveLength(9);
    expect(describeNotes(mask)).toBe('notes 1 4 9');
    expect(describeNotes(0)).toBe('');
  });

  it('returns the same array when nothing changes', () => {
    const notes = [noteMaskOf([1, 2]), 0, noteMaskOf([3])];
    expect(clearNotes(notes, 1)).toBe(notes);
    expect(removeNote(notes, [0, 1, 2], 7)).toBe(notes);
    expect(setNotes(notes, 0, noteMaskOf([1, 2]))).toBe(notes);
  });

  it('auto-cleans on placement: the cell and the digit in every peer', () => {
    const notes = [noteMaskOf([1, 2]), noteMaskOf([2, 3]), noteMaskOf([2, 4]), noteMaskOf([2])];
    const after = notesAfterPlacing(notes, 0, 2, [1, 2]);
    expect(after.map(noteDigits)).toEqual([[], [3], [4], [2]]);
  });

  it('validates saved notes', () => {
    expect(isNotes([0, 1, ALL_NOTES], 3)).toBe(true);
    expect(isNotes([0, 1], 3)).toBe(false);
    expect(isNotes([0, 1024])).toBe(false);
    expect(isNotes([0.5])).toBe(false);
    expect(isNotes('x')).toBe(false);
  });
});
