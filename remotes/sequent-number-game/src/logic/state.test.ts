import type { SequentPuzzle } from './grid';
import { describeNumberNotes, isNumberNotes, MAX_NOTES_PER_CELL, numberNotesAfterPlacing, toggleNumberNote } from './numberNotes';
import { applyAction, initialState, isStateFor } from './state';

// Numbrix 3×3, solution 1 2 3 / 6 5 4 / 7 8 9; givens 1, 3 and 9.
const puzzle: SequentPuzzle = { size: 3, moves: 'orthogonal', givens: [1, 0, 3, 0, 0, 0, 0, 0, 9] };

describe('pencil marks', () => {
  it('toggle whole numbers in a cell, ascending, a few at most', () => {
    let notes = toggleNumberNote([[], [], []], 1, 12);
    notes = toggleNumberNote(notes, 1, 4);
    expect(notes[1]).toEqual([4, 12]);
    expect(toggleNumberNote(notes, 1, 12)[1]).toEqual([4]);
    for (const v of [20, 30, 40]) notes = toggleNumberNote(notes, 1, v);
    expect(notes[1]).toHaveLength(MAX_NOTES_PER_CELL);
    expect(describeNumberNotes([4, 12])).toBe('notes 4 12');
  });

  it('clear the cell a number lands in, and that number everywhere else', () => {
    const notes = [[2, 5], [5, 6], [7]];
    const after = numberNotesAfterPlacing(notes, [{ cell: 0, value: 5 }]);
    expect(after).toEqual([[], [6], [7]]);
    expect(after[2]).toBe(notes[2]);
    expect(numberNotesAfterPlacing(notes, [{ cell: 2, value: 0 }])).toBe(notes);
  });

  it('are checked when a save is loaded', () => {
    expect(isNumberNotes([[1, 2], []], 2, 9)).toBe(true);
    expect(isNumberNotes([[2, 1], []], 2, 9)).toBe(false);
    expect(isNumberNotes([[10]], 1, 9)).toBe(false);
    expect(isNumberNotes([[]], 2, 9)).toBe(false);
  });
});

describe('the game state', () => {
  it('keeps marks beside the numbers, only in empty cells, and a typed number replaces the mark typed before it', () => {
    let state = initialState(puzzle);
    state = applyAction(puzzle, state, { type: 'note', cell: 4, value: 5 });
    state = applyAction(puzzle, state, { type: 'note', cell: 4, value: 1 });
    state = applyAction(puzzle, state, { type: 'note', cell: 4, value: 7 }); // "1" then "7" would be 17 > 9: two marks
    expect(state.notes[4]).toEqual([1, 5, 7]);
    const replaced = applyAction(puzzle, initialState(puzzle), { type: 'note', cell: 5, value: 8, replace: 3 });
    expect(replaced.notes[5]).toEqual([8]);
    expect(applyAction(puzzle, state, { type: 'note', cell: 0, value: 2 })).toBe(state); // a given
    expect(applyAction(puzzle, state, { type: 'note', cell: 4, value: 10 })).toBe(state);
    expect(isStateFor(puzzle, state)).toBe(true);
  });

  it('clears marks when numbers are placed, by typing or by a chain', () => {
    let state = initialState(puzzle);
    state = applyAction(puzzle, state, { type: 'note', cell: 4, value: 5 });
    state = applyAction(puzzle, state, { type: 'note', cell: 5, value: 5 });
    state = applyAction(puzzle, state, { type: 'note', cell: 5, value: 4 });
    const typed = applyAction(puzzle, state, { type: 'set', cell: 4, value: 5 });
    expect(typed.notes[4]).toEqual([]);
    expect(typed.notes[5]).toEqual([4]);
    const chained = applyAction(puzzle, state, { type: 'chain', cells: [2, 5, 4], first: 3 });
    expect(chained.values.slice(0, 6)).toEqual([1, 0, 3, 0, 5, 4]);
    expect(chained.notes[5]).toEqual([]);
  });
});
