import { gridColumns, gridLines, gridRows } from './grid-lines';
import { matchesClue } from './runs';
import { allLinesSatisfied, lineSum, lineSums, satisfiedLines, sumOf } from './sums';

describe('line sums', () => {
  // 3×2 grid of digits with a keep mask
  const digits = [1, 2, 3, 4, 5, 6];
  const kept = [true, false, true, true, true, false];
  const keptValue = (d: number, cell: number) => (kept[cell] ? d : 0);

  it('sums values', () => {
    expect(sumOf([1, 2, 3], (v) => v)).toBe(6);
    expect(sumOf(['a', 'bb'], (v) => v.length)).toBe(3);
    expect(sumOf([], () => 1)).toBe(0);
  });

  it('sums a line with only the cells that count', () => {
    expect(lineSum(digits, gridRows(3, 2)[0], keptValue)).toBe(4);
    expect(lineSum(digits, [3, 4, 5], (d) => d)).toBe(15);
    expect(lineSums(digits, gridColumns(3, 2), keptValue)).toEqual([5, 5, 3]);
  });

  it('reports which lines are satisfied (number sums targets)', () => {
    const targets = [4, 9, 5, 5, 3];
    const lines = gridLines(3, 2);
    const check = (_values: number[], line: { cells: readonly number[] }) =>
      lineSum(digits, line.cells, keptValue) === targets[lines.findIndex((l) => l.cells === line.cells)];
    expect(satisfiedLines(digits, lines, check)).toEqual([true, true, true, true, true]);
    expect(allLinesSatisfied(digits, lines, check)).toBe(true);
  });

  it('checks nonogram lines against their clues', () => {
    const board = [1, 1, 0, 0, 1, 1];
    const rowClues = [[2], [2]];
    const colClues = [[1], [2], [1]];
    const rows = satisfiedLines(board, gridRows(3, 2), (values, line) => matchesClue(values, (v) => v === 1, rowClues[line.index]));
    const cols = satisfiedLines(board, gridColumns(3, 2), (values, line) => matchesClue(values, (v) => v === 1, colClues[line.index]));
    expect(rows).toEqual([true, true]);
    expect(cols).toEqual([true, true, true]);
    expect(allLinesSatisfied([1, 1, 0, 1, 1, 0], gridRows(3, 2), (values, line) => matchesClue(values, (v) => v === 1, rowClues[line.index]))).toBe(true);
  });
});
