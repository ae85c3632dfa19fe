import { clearCell, createBoard, fillAllCandidates, findConflicts, isBoard, isSolved, placeDigit, remainingCounts, toggleNote } from './board';
import { bit, cellAt, parseGrid } from './grid';
import { EASY_PUZZLE, EASY_SOLUTION } from './testing';

const givens = parseGrid(EASY_PUZZLE);

describe('board', () => {
  it('never changes givens', () => {
    const board = createBoard(givens);
    const given = givens.findIndex((v) => v !== 0);
    expect(placeDigit(board, givens, given, 9)).toBe(board);
    expect(clearCell(board, givens, given)).toBe(board);
    expect(toggleNote(board, givens, given, 1)).toBe(board);
  });

  it('placing a digit clears it from the notes of row, column and box peers only', () => {
    let board = createBoard(givens);
    const target = cellAt(0, 0); // empty in this puzzle
    const rowPeer = cellAt(0, 1);
    const colPeer = cellAt(3, 0);
    const boxPeer = cellAt(1, 1);
    const far = cellAt(4, 4);
    for (const c of [rowPeer, colPeer, boxPeer, far]) board = toggleNote(board, givens, c, 4);
    board = toggleNote(board, givens, target, 7);
    board = placeDigit(board, givens, target, 4);
    expect(board.values[target]).toBe(4);
    expect(board.notes[target]).toBe(0);
    expect(board.notes[rowPeer] & bit(4)).toBe(0);
    expect(board.notes[colPeer] & bit(4)).toBe(0);
    expect(board.notes[boxPeer] & bit(4)).toBe(0);
    expect(board.notes[far] & bit(4)).toBe(bit(4));
  });

  it('toggles notes only in empty cells and clears digit first, then notes', () => {
    let board = createBoard(givens);
    board = toggleNote(board, givens, 0, 3);
    expect(board.notes[0]).toBe(bit(3));
    board = toggleNote(board, givens, 0, 3);
    expect(board.notes[0]).toBe(0);
    board = placeDigit(board, givens, 0, 4);
    expect(toggleNote(board, givens, 0, 3)).toBe(board);
    board = clearCell(board, givens, 0);
    expect(board.values[0]).toBe(0);
  });

  it('fills all candidates', () => {
    const board = fillAllCandidates(createBoard(givens));
    expect(board.notes[0]).toBe(bit(4) | bit(5)); // r1c1 of this puzzle can be 4 or 5
    expect(fillAllCandidates(board)).toBe(board);
  });

  it('finds conflicts in rows, columns and boxes', () => {
    const values = new Array<number>(81).fill(0);
    values[0] = 5;
    values[8] = 5; // same row
    values[40] = 3;
    values[76] = 3; // same column (col 5)
    values[60] = 9;
    values[70] = 9; // same box 9 (r7c7 and r8c8)
    values[80] = 1;
    expect([...findConflicts(values)].sort((a, b) => a - b)).toEqual([0, 8, 40, 60, 70, 76]);
  });

  it('counts remaining digits and detects a solve', () => {
    const solution = parseGrid(EASY_SOLUTION);
    expect(remainingCounts(solution)).toEqual(new Array(9).fill(0));
    expect(remainingCounts(new Array(81).fill(0))).toEqual(new Array(9).fill(9));
    expect(isSolved(solution, solution)).toBe(true);
    expect(isSolved(givens, solution)).toBe(false);
  });

  it('validates saved boards', () => {
    expect(isBoard(createBoard(givens))).toBe(true);
    expect(isBoard({ values: givens, notes: [1] })).toBe(false);
    expect(isBoard(null)).toBe(false);
  });
});
