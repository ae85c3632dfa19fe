import { BOXES, PEERS, UNITS, boxOf, cellName, digitsOf, formatGrid, isGrid, parseGrid, popcount, singleDigit } from './grid';
import { EASY_PUZZLE } from './testing';

describe('grid', () => {
  it('has 27 units of 9 cells and 20 peers per cell', () => {
    expect(UNITS).toHaveLength(27);
    for (const unit of UNITS) expect(new Set(unit.cells).size).toBe(9);
    for (const peers of PEERS) expect(new Set(peers).size).toBe(20);
  });

  it('numbers boxes left to right, top to bottom', () => {
    expect(boxOf(0)).toBe(0);
    expect(boxOf(8)).toBe(2);
    expect(boxOf(40)).toBe(4);
    expect(boxOf(80)).toBe(8);
    expect(BOXES[4]).toEqual([30, 31, 32, 39, 40, 41, 48, 49, 50]);
  });

  it('names cells as r<row>c<col> from 1', () => {
    expect(cellName(0)).toBe('r1c1');
    expect(cellName(22)).toBe('r3c5');
  });

  it('parses and formats grids', () => {
    const grid = parseGrid(EASY_PUZZLE);
    expect(grid).toHaveLength(81);
    expect(formatGrid(grid)).toBe(EASY_PUZZLE.replace(/0/g, '.'));
    expect(parseGrid(formatGrid(grid))).toEqual(grid);
    expect(() => parseGrid('123')).toThrow();
    expect(isGrid(grid)).toBe(true);
    expect(isGrid([1, 2])).toBe(false);
  });

  it('handles candidate masks', () => {
    expect(popcount(0b101)).toBe(2);
    expect(digitsOf(0b100000101)).toEqual([1, 3, 9]);
    expect(singleDigit(1 << 6)).toBe(7);
  });
});
