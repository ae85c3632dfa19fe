import { pairMoves } from './move-list';
import { START_FEN } from './record';

describe('move pairs', () => {
  it('numbers white and black moves together from move 1', () => {
    expect(pairMoves(START_FEN, ['e4', 'e5', 'Nf3'])).toEqual([
      { number: 1, white: 'e4', black: 'e5' },
      { number: 2, white: 'Nf3' },
    ]);
    expect(pairMoves(START_FEN, [])).toEqual([]);
  });

  it('starts a game from a FEN at its move number, leaving white empty when black moves first', () => {
    expect(pairMoves('4k3/8/8/8/8/8/8/4K3 b - - 3 40', ['Kd7', 'Kd2', 'Kc6'])).toEqual([
      { number: 40, black: 'Kd7' },
      { number: 41, white: 'Kd2', black: 'Kc6' },
    ]);
  });

  it('treats a missing or broken move number as 1', () => {
    expect(pairMoves('4k3/8/8/8/8/8/8/4K3 w - -', ['Kd2'])).toEqual([{ number: 1, white: 'Kd2' }]);
    expect(pairMoves('4k3/8/8/8/8/8/8/4K3 w - - 0 x', ['Kd2'])[0].number).toBe(1);
  });
});
