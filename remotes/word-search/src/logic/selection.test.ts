import type { Placement } from './cells';
import { DIFFICULTY_RULES } from './difficulty';
import { lineDirection, matchSelection, snapLine } from './selection';

const cells = (...pairs: [number, number][]) => pairs.map(([row, col]) => ({ row, col }));

describe('snapLine', () => {
  test('straight lines in all eight directions', () => {
    expect(snapLine({ row: 2, col: 2 }, { row: 2, col: 5 }, 8)).toEqual(cells([2, 2], [2, 3], [2, 4], [2, 5]));
    expect(snapLine({ row: 2, col: 2 }, { row: 0, col: 2 }, 8)).toEqual(cells([2, 2], [1, 2], [0, 2]));
    expect(snapLine({ row: 2, col: 2 }, { row: 4, col: 4 }, 8)).toEqual(cells([2, 2], [3, 3], [4, 4]));
    expect(snapLine({ row: 2, col: 2 }, { row: 0, col: 0 }, 8)).toEqual(cells([2, 2], [1, 1], [0, 0]));
    expect(snapLine({ row: 2, col: 2 }, { row: 4, col: 0 }, 8)).toEqual(cells([2, 2], [3, 1], [4, 0]));
  });

  test('snaps a near-miss to the closest direction', () => {
    // Mostly right, a little down: horizontal.
    expect(snapLine({ row: 1, col: 1 }, { row: 2, col: 6 }, 8)).toEqual(cells([1, 1], [1, 2], [1, 3], [1, 4], [1, 5], [1, 6]));
    // Roughly diagonal: the diagonal, with the averaged length.
    expect(snapLine({ row: 0, col: 0 }, { row: 3, col: 4 }, 8)).toEqual(cells([0, 0], [1, 1], [2, 2], [3, 3], [4, 4]).slice(0, 5));
  });

  test('stops at the edge and handles a single cell', () => {
    expect(snapLine({ row: 6, col: 6 }, { row: 9, col: 9 }, 8)).toEqual(cells([6, 6], [7, 7]));
    expect(snapLine({ row: 3, col: 3 }, { row: 3, col: 3 }, 8)).toEqual(cells([3, 3]));
  });
});

test('lineDirection', () => {
  expect(lineDirection(cells([0, 0], [0, 1]))).toBe('E');
  expect(lineDirection(cells([3, 0], [2, 1]))).toBe('NE');
  expect(lineDirection(cells([0, 0]))).toBeNull();
});

describe('matchSelection', () => {
  const rows = ['CATX', 'XOXX', 'XXWX', 'XXXX'];
  const placements: Placement[] = [
    { word: 'CAT', row: 0, col: 0, dir: 'E' },
    { word: 'COW', row: 0, col: 0, dir: 'SE' },
  ];

  test('finds a word selected from first to last letter', () => {
    expect(matchSelection(rows, placements, cells([0, 0], [0, 1], [0, 2]), DIFFICULTY_RULES.easy.directions)?.word).toBe('CAT');
    expect(matchSelection(rows, placements, cells([0, 0], [1, 1], [2, 2]), DIFFICULTY_RULES.medium.directions)?.word).toBe('COW');
  });

  test('rejects directions the difficulty does not use, backwards reads and non-words', () => {
    expect(matchSelection(rows, placements, cells([0, 0], [1, 1], [2, 2]), DIFFICULTY_RULES.easy.directions)).toBeNull();
    expect(matchSelection(rows, placements, cells([0, 2], [0, 1], [0, 0]), DIFFICULTY_RULES.hard.directions)).toBeNull();
    expect(matchSelection(rows, placements, cells([0, 0], [0, 1]), DIFFICULTY_RULES.hard.directions)).toBeNull();
  });

  test('a palindrome counts read either way', () => {
    const grid = ['LEVEL', 'XXXXX', 'XXXXX', 'XXXXX', 'XXXXX'];
    const level: Placement[] = [{ word: 'LEVEL', row: 0, col: 0, dir: 'E' }];
    const line = cells([0, 0], [0, 1], [0, 2], [0, 3], [0, 4]);
    expect(matchSelection(grid, level, line, DIFFICULTY_RULES.hard.directions)?.word).toBe('LEVEL');
    expect(matchSelection(grid, level, line.slice().reverse(), DIFFICULTY_RULES.hard.directions)?.word).toBe('LEVEL');
  });
});
