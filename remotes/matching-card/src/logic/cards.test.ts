import { flip, foundPairs, hide, isCleared, isFaceUp, startBoard, winnerOf, type CardsPuzzle } from './cards';

// Faces: 0 0 1 1 / 2 2 3 3 would be too easy to read; this small board mixes them.
const puzzle: CardsPuzzle = { rows: 2, cols: 4, faces: [0, 1, 2, 3, 3, 2, 1, 0], players: 1 };
const duo: CardsPuzzle = { ...puzzle, players: 2 };

describe('turning cards', () => {
  it('shows the first card of a turn without counting a move', () => {
    const board = flip(puzzle, startBoard(puzzle), 0);
    expect(board.open).toEqual([0]);
    expect(board.moves).toBe(0);
    expect(isFaceUp(board, 0)).toBe(true);
  });

  it('keeps a matching pair up and counts one move', () => {
    const board = flip(puzzle, flip(puzzle, startBoard(puzzle), 0), 7);
    expect(board.found[0]).toBe(1);
    expect(board.found[7]).toBe(1);
    expect(board.open).toEqual([]);
    expect(board.moves).toBe(1);
    expect(foundPairs(board)).toBe(1);
  });

  it('leaves a mismatch up until it is hidden, and ignores every card meanwhile', () => {
    const mismatch = flip(puzzle, flip(puzzle, startBoard(puzzle), 0), 1);
    expect(mismatch.open).toEqual([0, 1]);
    expect(mismatch.moves).toBe(1);
    expect(flip(puzzle, mismatch, 2)).toBe(mismatch);
    const hidden = hide(puzzle, mismatch);
    expect(hidden.open).toEqual([]);
    expect(isFaceUp(hidden, 0)).toBe(false);
  });

  it('ignores a card already up, a found card, and a card off the board', () => {
    const one = flip(puzzle, startBoard(puzzle), 0);
    expect(flip(puzzle, one, 0)).toBe(one);
    const pair = flip(puzzle, one, 7);
    expect(flip(puzzle, pair, 7)).toBe(pair);
    expect(flip(puzzle, pair, 8)).toBe(pair);
    expect(flip(puzzle, pair, -1)).toBe(pair);
    expect(flip(puzzle, pair, 1.5)).toBe(pair);
  });

  it('hides nothing when no mismatch shows', () => {
    const one = flip(puzzle, startBoard(puzzle), 0);
    expect(hide(puzzle, one)).toBe(one);
  });

  it('is cleared when every pair is found, in as many moves as pairs at best', () => {
    let board = startBoard(puzzle);
    for (const [a, b] of [[0, 7], [1, 6], [2, 5], [3, 4]]) board = flip(puzzle, flip(puzzle, board, a), b);
    expect(isCleared(board)).toBe(true);
    expect(board.moves).toBe(4);
  });
});

describe('two players', () => {
  it('passes the turn after a mismatch and lets the finder of a pair play again', () => {
    let board = flip(duo, flip(duo, startBoard(duo), 0), 7);
    expect(board.turn).toBe(0);
    expect(board.scores).toEqual([1, 0]);
    board = hide(duo, flip(duo, flip(duo, board, 1), 2));
    expect(board.turn).toBe(1);
    board = flip(duo, flip(duo, board, 1), 6);
    expect(board.found[1]).toBe(2);
    expect(board.scores).toEqual([1, 1]);
    expect(board.turn).toBe(1);
  });

  it('names the winner or a tie once the board is cleared', () => {
    let board = startBoard(duo);
    expect(winnerOf(board)).toBeNull();
    for (const [a, b] of [[0, 7], [1, 6], [2, 5], [3, 4]]) board = flip(duo, flip(duo, board, a), b);
    expect(winnerOf(board)).toBe(1);
    expect(winnerOf({ ...board, scores: [2, 2] })).toBe(0);
    expect(winnerOf({ ...board, scores: [1, 3] })).toBe(2);
  });

  it('keeps one player on turn 0 after a mismatch', () => {
    const board = hide(puzzle, flip(puzzle, flip(puzzle, startBoard(puzzle), 0), 1));
    expect(board.turn).toBe(0);
  });
});
