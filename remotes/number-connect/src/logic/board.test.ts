import { areNeighbours, cellOf, indexOf, isPowerOfTwo, maxValue, neighbours, tileLabel } from './board';

describe('board', () => {
  it('numbers cells row by row over 5 columns', () => {
    expect(indexOf(1, 2)).toBe(7);
    expect(cellOf(7)).toEqual({ row: 1, col: 2 });
  });

  it('has 8 neighbours inside, 3 in a corner, diagonals included', () => {
    expect(neighbours(indexOf(3, 2)).sort((a, b) => a - b)).toEqual([11, 12, 13, 16, 18, 21, 22, 23]);
    expect(neighbours(0).sort((a, b) => a - b)).toEqual([1, 5, 6]);
    expect(areNeighbours(0, 6)).toBe(true);
    expect(areNeighbours(0, 2)).toBe(false);
    expect(areNeighbours(4, 5)).toBe(false); // end of one row, start of the next
    expect(areNeighbours(3, 3)).toBe(false);
  });

  it('knows powers of two and the largest tile', () => {
    expect([2, 4, 1024].every(isPowerOfTwo)).toBe(true);
    expect([0, 1, 3, 6, -2, 2.5].some(isPowerOfTwo)).toBe(false);
    expect(maxValue([2, 64, 8])).toBe(64);
  });

  it('labels big tiles as 2248 does', () => {
    expect(tileLabel(512)).toBe('512');
    expect(tileLabel(2048)).toBe('2K');
    expect(tileLabel(2 ** 21)).toBe('2M');
  });
});
