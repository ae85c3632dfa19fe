import { EXAMPLE_BOARD, EXAMPLE_PUZZLE } from './HowToPlay';
import { flip, isFaceUp, pairsOf, startBoard } from './logic/cards';

describe('the how-to-play example', () => {
  it('is a fair deal: every face twice', () => {
    const counts = new Map<number, number>();
    for (const face of EXAMPLE_PUZZLE.faces) counts.set(face, (counts.get(face) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 2)).toBe(true);
    expect(EXAMPLE_PUZZLE.faces).toHaveLength(EXAMPLE_PUZZLE.rows * EXAMPLE_PUZZLE.cols);
    expect(pairsOf(EXAMPLE_PUZZLE)).toBe(3);
  });

  it('is what the game shows after turning a matching pair and then one more card', () => {
    let board = startBoard(EXAMPLE_PUZZLE);
    board = flip(EXAMPLE_PUZZLE, board, 0);
    board = flip(EXAMPLE_PUZZLE, board, 4);
    expect(EXAMPLE_PUZZLE.faces[0]).toBe(EXAMPLE_PUZZLE.faces[4]);
    board = flip(EXAMPLE_PUZZLE, board, 1);
    expect(board).toEqual(EXAMPLE_BOARD);
    // The turned square's twin is still face down.
    const twin = EXAMPLE_PUZZLE.faces.findIndex((face, card) => card !== 1 && face === EXAMPLE_PUZZLE.faces[1]);
    expect(isFaceUp(EXAMPLE_BOARD, twin)).toBe(false);
  });
});
