import { hasFullLine, sideFor, straightLines } from './grid';

describe('the matrix', () => {
  it('grows from 3×3 with the tiles to remember, up to 7×7', () => {
    expect(sideFor(3)).toBe(3);
    expect(sideFor(4)).toBe(3);
    expect(sideFor(5)).toBe(4);
    expect(sideFor(8)).toBe(5);
    expect(sideFor(12)).toBe(6);
    expect(sideFor(17)).toBe(7);
    expect(sideFor(40)).toBe(7);
    for (let tiles = 3; tiles < 20; tiles++) expect(sideFor(tiles + 1)).toBeGreaterThanOrEqual(sideFor(tiles));
  });

  it('knows every row, column and diagonal', () => {
    expect(straightLines(3)).toHaveLength(8);
    expect(hasFullLine(3, [0, 4, 8])).toBe(true);
    expect(hasFullLine(3, [2, 4, 6])).toBe(true);
    expect(hasFullLine(3, [1, 4, 7])).toBe(true);
    expect(hasFullLine(3, [0, 1, 5])).toBe(false);
  });
});
