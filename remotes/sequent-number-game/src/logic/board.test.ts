import { dragTo } from '@games/shared/game-kit/path/path';
import { applyMove, candidates, chainRules, conflicts, initialBoard, isBoardFor, isSolved, nextNeeded } from './board';
import type { SequentPuzzle } from './grid';

// Numbrix 3×3, solution 1 2 3 / 6 5 4 / 7 8 9; givens 1, 3 and 9.
const puzzle: SequentPuzzle = { size: 3, moves: 'orthogonal', givens: [1, 0, 3, 0, 0, 0, 0, 0, 9] };

describe('the board', () => {
  it('types numbers into empty cells only, never over a given', () => {
    const board = initialBoard(puzzle);
    expect(applyMove(puzzle, board, { type: 'set', cell: 1, value: 2 })[1]).toBe(2);
    expect(applyMove(puzzle, board, { type: 'set', cell: 0, value: 5 })).toBe(board);
    expect(applyMove(puzzle, board, { type: 'set', cell: 1, value: 10 })).toBe(board);
  });

  it('lays a dragged chain with auto-increment, through a matching given, never onto a number standing elsewhere', () => {
    const board = initialBoard(puzzle);
    const rules = chainRules(puzzle, board, 3);
    expect(dragTo(rules, [2], 5)).toEqual([2, 5]);
    expect(dragTo(rules, [2, 5], 4)).toEqual([2, 5, 4]);
    const next = applyMove(puzzle, board, { type: 'chain', cells: [2, 5, 4, 3], first: 3 });
    expect(next).toEqual([1, 0, 3, 6, 5, 4, 0, 0, 9]);
    // From 1: 2 then 3 is given at cell 2, the chain passes through it.
    const through = chainRules(puzzle, board, 1);
    expect(through.canEnter!([0, 1], 2)).toBe(true);
    expect(through.canEnter!([0, 1], 4)).toBe(false); // 3 stands elsewhere
    expect(applyMove(puzzle, board, { type: 'chain', cells: [0, 4], first: 1 })).toBe(board); // not adjacent
  });

  it('names the next needed number, its candidate cells and conflicts', () => {
    let board = initialBoard(puzzle);
    expect(nextNeeded(puzzle, board)).toBe(2);
    expect(candidates(puzzle, board, 2)).toEqual([1]);
    board = applyMove(puzzle, board, { type: 'set', cell: 6, value: 2 });
    expect(conflicts(puzzle, board).has(6)).toBe(true);
  });

  it('is solved when 1…N run as one chain', () => {
    const solved = [1, 2, 3, 6, 5, 4, 7, 8, 9];
    expect(isSolved(puzzle, solved)).toBe(true);
    expect(isSolved(puzzle, [1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe(false);
    expect(isBoardFor(puzzle, solved)).toBe(true);
    expect(isBoardFor(puzzle, [2, 2, 3, 6, 5, 4, 7, 8, 9])).toBe(false);
  });
});
