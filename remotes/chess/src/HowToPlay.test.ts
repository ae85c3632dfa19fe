import { EXAMPLE_MOVES, examplePosition } from './HowToPlay';

describe('how-to-play example', () => {
  it('is a legal game (chess.js) that ends in checkmate by White', () => {
    const chess = examplePosition();
    expect(chess.history()).toHaveLength(EXAMPLE_MOVES.length);
    expect(chess.isCheckmate()).toBe(true);
    expect(chess.turn()).toBe('b');
    expect(chess.history().at(-1)).toBe('Qxf7#');
  });
});
