import { clearedBoard, cycleCell, isLocked, nextInCycle, sameBoard, setCell } from './board';
import { generatePuzzle } from './generate';
import { EMPTY, MOON, SUN } from './types';

const puzzle = generatePuzzle('board-test', 'easy');
const locked = puzzle.givens.findIndex((value) => value !== EMPTY);
const open = puzzle.givens.findIndex((value) => value === EMPTY);

describe('board moves', () => {
  it('cycles empty → sun → moon → empty', () => {
    expect([nextInCycle(EMPTY), nextInCycle(SUN), nextInCycle(MOON)]).toEqual([SUN, MOON, EMPTY]);
    let board = clearedBoard(puzzle);
    board = cycleCell(puzzle, board, open);
    expect(board[open]).toBe(SUN);
    board = cycleCell(puzzle, board, open);
    expect(board[open]).toBe(MOON);
    board = cycleCell(puzzle, board, open);
    expect(board[open]).toBe(EMPTY);
  });

  it('never changes a given and returns the same board for no-ops', () => {
    const board = clearedBoard(puzzle);
    expect(isLocked(puzzle, locked)).toBe(true);
    expect(setCell(puzzle, board, locked, EMPTY)).toBe(board);
    expect(cycleCell(puzzle, board, locked)).toBe(board);
    expect(setCell(puzzle, board, open, EMPTY)).toBe(board);
  });

  it('clears back to the givens', () => {
    const played = setCell(puzzle, clearedBoard(puzzle), open, MOON);
    expect(sameBoard(clearedBoard(puzzle), puzzle.givens)).toBe(true);
    expect(sameBoard(played, puzzle.givens)).toBe(false);
  });
});
