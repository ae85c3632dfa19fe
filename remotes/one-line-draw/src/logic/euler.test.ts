import { completion, countCompletions, countStrokes, degrees, isConnected, meetsDegreeConditions, meetsDirectedConditions, oddDots } from './euler';
import type { Figure } from './figure';
import { SQUARE } from './test-figures';

const HOUSE: Figure = {
  // A house: a square, a roof and one diagonal; its odd dots are the two right-hand corners.
  width: 2,
  height: 2,
  dots: [
    [0, 1],
    [2, 1],
    [2, 2],
    [0, 2],
    [1, 0],
  ],
  lines: [
    { a: 0, b: 1, count: 1, oneWay: false },
    { a: 1, b: 2, count: 1, oneWay: false },
    { a: 2, b: 3, count: 1, oneWay: false },
    { a: 3, b: 0, count: 1, oneWay: false },
    { a: 0, b: 4, count: 1, oneWay: false },
    { a: 4, b: 1, count: 1, oneWay: false },
    { a: 0, b: 2, count: 1, oneWay: false },
  ],
  solution: [0, 4, 1, 0, 3, 2, 1],
};

describe('Euler strokes', () => {
  it('reads degrees and odd dots (a double line counts twice)', () => {
    expect(degrees(HOUSE)).toEqual([4, 3, 3, 2, 2]);
    expect(oddDots(HOUSE)).toEqual([1, 2]);
    expect(degrees(SQUARE)).toEqual([4, 3, 3, 2]);
    expect(isConnected(HOUSE)).toBe(true);
  });

  it('checks the degree conditions, the start included', () => {
    expect(meetsDegreeConditions(HOUSE, 1)).toBe(true);
    expect(meetsDegreeConditions(HOUSE, 0)).toBe(false);
    const apart = { ...HOUSE, dots: [...HOUSE.dots, [5, 5] as const, [6, 5] as const], lines: [...HOUSE.lines, { a: 5, b: 6, count: 1 as const, oneWay: false }] };
    expect(meetsDegreeConditions(apart, 1)).toBe(false);
  });

  it('checks the directed conditions of an all-arrows figure', () => {
    const path: Figure = { ...HOUSE, lines: [{ a: 0, b: 1, count: 1, oneWay: true }, { a: 1, b: 2, count: 1, oneWay: true }], solution: [0, 1, 2] };
    expect(meetsDirectedConditions(path, 0)).toBe(true);
    expect(meetsDirectedConditions(path, 2)).toBe(false);
  });

  it('counts strokes and finds a way to finish, or none', () => {
    expect(countCompletions(HOUSE, [0], 10).count).toBe(0);
    expect(countCompletions(HOUSE, [1], 100).count).toBeGreaterThan(1);
    expect(countStrokes(HOUSE, 1000)).toBe(32);
    expect(countStrokes(HOUSE, 10)).toBe(10);
    expect(completion(HOUSE, [1, 2, 3])).not.toBeNull();
    expect(completion(HOUSE, [0, 4])).toBeNull();
        expect(completion(SQUARE, [3])).toBeNull();
    expect(completion(SQUARE, [1])).not.toBeNull();
  });
});
