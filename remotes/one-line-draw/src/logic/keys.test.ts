import { cursorMove, dotAt, dotToward } from './keys';
import { SQUARE } from './test-figures';

describe('keys', () => {
  it('leads to the dot exactly that way, or the only one near it', () => {
    expect(dotToward(SQUARE, 0, [1, 3, 2], [1, 0])).toBe(1);
    expect(dotToward(SQUARE, 0, [1, 3, 2], [1, 1])).toBe(2);
    expect(dotToward(SQUARE, 0, [2], [1, 0])).toBe(2);
    expect(dotToward(SQUARE, 0, [1, 3], [-1, 0])).toBeNull();
  });

  it('says when two dots lie that way', () => {
    const fan = { ...SQUARE, dots: [[1, 1], [2, 0], [2, 2]] as Array<readonly [number, number]> };
    expect(dotToward(fan, 0, [1, 2], [1, 0])).toBe('ambiguous');
    expect(dotToward(fan, 0, [1, 2], [1, 1])).toBe(2);
  });

  it('moves a cursor on the lattice', () => {
    expect(cursorMove(SQUARE, [0, 0], [-1, 0])).toEqual([0, 0]);
    expect(cursorMove(SQUARE, [0, 0], [1, 1])).toEqual([1, 1]);
    expect(dotAt(SQUARE, [1, 1])).toBe(2);
    expect(dotAt(SQUARE, [5, 5])).toBe(-1);
  });
});
