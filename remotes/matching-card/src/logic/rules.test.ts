import { startBoard } from './cards';
import { dealCards } from './deal';
import { cardsRules } from './rules';

const puzzle = dealCards('rules', '3x4');

describe('saved games are checked', () => {
  it('accepts a dealt puzzle and a fresh board', () => {
    expect(cardsRules.isPuzzle(puzzle)).toBe(true);
    expect(cardsRules.isBoard(startBoard(puzzle))).toBe(true);
    expect(cardsRules.boardFits!(puzzle, startBoard(puzzle))).toBe(true);
  });

  it('rejects corrupt puzzles and boards', () => {
    expect(cardsRules.isPuzzle({ ...puzzle, faces: puzzle.faces.map(() => 0) })).toBe(false);
    expect(cardsRules.isPuzzle({ ...puzzle, players: 3 })).toBe(false);
    expect(cardsRules.isPuzzle(null)).toBe(false);
    expect(cardsRules.isBoard({ ...startBoard(puzzle), open: [0, 1, 2] })).toBe(false);
    expect(cardsRules.isBoard({ ...startBoard(puzzle), turn: 2 })).toBe(false);
    expect(cardsRules.isBoard('x')).toBe(false);
  });

  it('rejects a board of another size, or a found card without its twin', () => {
    expect(cardsRules.boardFits!(puzzle, startBoard(dealCards('x', '4x4')))).toBe(false);
    const found = startBoard(puzzle).found.slice();
    found[0] = 1;
    expect(cardsRules.boardFits!(puzzle, { ...startBoard(puzzle), found })).toBe(false);
  });

  it('plays flips and hides through applyMove', () => {
    const twin = puzzle.faces.indexOf(puzzle.faces[0], 1);
    let board = cardsRules.applyMove(puzzle, startBoard(puzzle), { type: 'flip', card: 0 });
    board = cardsRules.applyMove(puzzle, board, { type: 'flip', card: twin });
    expect(board.found[0]).toBe(1);
    expect(cardsRules.applyMove(puzzle, board, { type: 'hide' })).toBe(board);
  });

  it('counts a mismatch as a mistake, and nothing else', () => {
    const other = puzzle.faces.findIndex((face) => face !== puzzle.faces[0]);
    const one = cardsRules.applyMove(puzzle, startBoard(puzzle), { type: 'flip', card: 0 });
    const miss = cardsRules.applyMove(puzzle, one, { type: 'flip', card: other });
    expect(cardsRules.mistakesOf!(puzzle, one, miss)).toBe(1);
    expect(cardsRules.mistakesOf!(puzzle, startBoard(puzzle), one)).toBe(0);
    expect(cardsRules.mistakesOf!(puzzle, miss, cardsRules.applyMove(puzzle, miss, { type: 'hide' }))).toBe(0);
  });
});
