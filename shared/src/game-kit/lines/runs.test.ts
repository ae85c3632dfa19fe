import { findRuns, hasRunOf, longestRun, matchesClue, minimumLength, runCells, runLengths, sameClue } from './runs';

const filled = (v: number) => v === 1;

describe('runs', () => {
  it('finds maximal runs, including at both ends', () => {
    expect(findRuns([1, 1, 0, 1], filled)).toEqual([{ start: 0, length: 2 }, { start: 3, length: 1 }]);
    expect(findRuns([0, 1, 1, 1, 0], filled)).toEqual([{ start: 1, length: 3 }]);
    expect(findRuns([0, 0], filled)).toEqual([]);
    expect(findRuns([], filled)).toEqual([]);
  });

  it('passes the position in the line to the predicate', () => {
    expect(findRuns(['x', 'x', 'x', 'x'], (_v, i) => i !== 2)).toEqual([{ start: 0, length: 2 }, { start: 3, length: 1 }]);
  });

  it('works on any cell type', () => {
    type Cell = { black: boolean };
    const line: Cell[] = [{ black: true }, { black: false }, { black: false }, { black: true }];
    expect(runLengths(line, (c) => !c.black)).toEqual([2]);
  });

  it('gives run-length clues (nonogram)', () => {
    expect(runLengths([1, 1, 1, 0, 1, 0, 0, 1, 1], filled)).toEqual([3, 1, 2]);
    expect(runLengths([0, 0, 0], filled)).toEqual([]);
  });

  it('gives the grid cells of each run (kakuro white runs)', () => {
    // 3×3 grid, row 1 = cells 3,4,5; cell 4 is a clue (black) cell
    const grid = ['w', 'w', 'w', 'w', 'b', 'w', 'w', 'w', 'w'];
    expect(runCells(grid, [3, 4, 5], (v) => v === 'w')).toEqual([[3], [5]]);
    expect(runCells(grid, [1, 4, 7], (v) => v === 'w')).toEqual([[1], [7]]);
    expect(runCells(grid, [0, 3, 6], (v, cell) => v === 'w' && cell !== 6)).toEqual([[0, 3]]);
  });

  it('measures the longest run (binairo three in a row)', () => {
    expect(longestRun([0, 0, 1, 0, 0, 0], (v) => v === 0)).toBe(3);
    expect(longestRun([1, 1], (v) => v === 0)).toBe(0);
    expect(hasRunOf([0, 0, 1, 0, 0, 1], (v) => v === 0, 3)).toBe(false);
    expect(hasRunOf([1, 0, 1, 1, 1, 0], (v) => v === 1, 3)).toBe(true);
  });

  it('compares clues and checks a line against its clue', () => {
    expect(sameClue([3, 1], [3, 1])).toBe(true);
    expect(sameClue([3, 1], [1, 3])).toBe(false);
    expect(sameClue([3], [3, 1])).toBe(false);
    expect(matchesClue([1, 1, 1, 0, 1], filled, [3, 1])).toBe(true);
    expect(matchesClue([1, 1, 0, 1, 1], filled, [3, 1])).toBe(false);
    expect(matchesClue([0, 0, 0], filled, [])).toBe(true);
    expect(matchesClue([0, 0, 0], filled, [0])).toBe(true);
    expect(matchesClue([0, 1, 0], filled, [0])).toBe(false);
  });

  it('gives the minimum length of a clue', () => {
    expect(minimumLength([3, 1])).toBe(5);
    expect(minimumLength([1, 1, 1])).toBe(5);
    expect(minimumLength([])).toBe(0);
    expect(minimumLength([0])).toBe(0);
  });
});
