import { initialBoard } from './board';
import { rungMove } from './rung-move';
import { testPuzzle } from './testLadder';

const board = initialBoard(testPuzzle('rung-move'));

test('a middle rung moves one place up or down', () => {
  expect(rungMove(board, board.order[2], -1)).toEqual({ kind: 'move', from: 2, to: 1 });
  expect(rungMove(board, board.order[2], 1)).toEqual({ kind: 'move', from: 2, to: 3 });
});

test('the ends do not move, and the outer middle rungs go no further', () => {
  expect(rungMove(board, 0, 1)).toBe('Only the five middle rungs move.');
  expect(rungMove(board, board.order[0], -1)).toBe('Already the highest middle rung.');
  expect(rungMove(board, board.order[4], 1)).toBe('Already the lowest middle rung.');
});
