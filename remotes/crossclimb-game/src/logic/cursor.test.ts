import { initialBoard, type Board } from './board';
import { cursorAt, eraseAt, firstOpenCol, neighbourRow, nextOpenRow, typeAt, type Cursor } from './cursor';
import { applyMove, hintFor } from './rules';
import { testPuzzle } from './testLadder';

const puzzle = testPuzzle('cursor');

function typeText(board: Board, cursor: Cursor, text: string) {
  let state = { board, cursor };
  for (const letter of text) {
    const step = typeAt(puzzle, state.board, state.cursor, letter);
    state = { board: step.board, cursor: step.cursor };
  }
  return state;
}

describe('cursor', () => {
  test('typing fills a rung left to right and jumps to the next open rung when solved', () => {
    const board = initialBoard(puzzle);
    const first = board.order[0];
    const { board: after, cursor } = typeText(board, cursorAt(board, first), puzzle.words[first]);
    expect(after.letters[first]).toBe(puzzle.words[first]);
    expect(cursor).toEqual({ word: board.order[1], col: 0 });
  });

  test('a wrong word stays on its last letter', () => {
    const board = initialBoard(puzzle);
    const { cursor } = typeText(board, cursorAt(board, 2), 'zzzzz');
    expect(cursor).toEqual({ word: 2, col: 3 });
  });

  test('hinted letters are stepped over when typing and erasing', () => {
    const hinted = hintFor(puzzle, initialBoard(puzzle), 3)!.board; // "m" fixed at col 0 of "mend"
    expect(firstOpenCol(hinted, 3)).toBe(1);
    const typed = typeAt(puzzle, hinted, { word: 3, col: 0 }, 'e');
    expect(typed.board.letters[3]).toBe('me  ');
    expect(typed.cursor).toEqual({ word: 3, col: 2 });
    expect(eraseAt(puzzle, typed.board, { word: 3, col: 2 })).toEqual({ move: { kind: 'erase', word: 3, col: 1 }, cursor: { word: 3, col: 1 } });
    expect(eraseAt(puzzle, hinted, { word: 3, col: 1 }).move).toBeNull();
  });

  test('locked ends are skipped; rows step along the shown ladder', () => {
    const board = initialBoard(puzzle);
    expect(nextOpenRow(puzzle, board, board.order[4])).toBe(board.order[0]);
    expect(nextOpenRow(puzzle, board, board.order[0], -1)).toBe(board.order[4]);
    expect(neighbourRow(board, 0, -1)).toBe(0);
    expect(neighbourRow(board, 0, 1)).toBe(board.order[0]);
    expect(typeAt(puzzle, board, { word: 0, col: 0 }, 'd').move).toBeNull();
  });

  test('erasing a typed letter erases it in place', () => {
    const board = applyMove(puzzle, initialBoard(puzzle), { kind: 'type', word: 1, col: 0, letter: 'x' });
    expect(eraseAt(puzzle, board, { word: 1, col: 0 }).move).toEqual({ kind: 'erase', word: 1, col: 0 });
  });
});
