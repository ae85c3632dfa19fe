import { colourForKey } from './colour-keys';

describe('colourForKey', () => {
  it('selects a flow by its number, 0 the tenth', () => {
    expect(colourForKey('1', 2, 5)).toBe(0);
    expect(colourForKey('9', 2, 5)).toBe(8);
    expect(colourForKey('0', 2, 5)).toBe(9);
  });

  it('steps to the next and previous flow, round the ends', () => {
    expect(colourForKey(']', 4, 5)).toBe(0);
    expect(colourForKey('n', 1, 5)).toBe(2);
    expect(colourForKey('[', 0, 5)).toBe(4);
    expect(colourForKey('p', 3, 5)).toBe(2);
  });

  it('leaves other keys alone', () => {
    expect(colourForKey('ArrowUp', 0, 5)).toBeNull();
    expect(colourForKey('N', 0, 5)).toBeNull();
  });
});
