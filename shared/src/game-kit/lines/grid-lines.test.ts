import { columnCells, gridColumns, gridLines, gridRows, lineValues, linesThrough, rowCells } from './grid-lines';

describe('grid lines', () => {
  it('lists a row and a column of a row-major grid', () => {
    expect(rowCells(4, 1)).toEqual([4, 5, 6, 7]);
    expect(columnCells(4, 3, 2)).toEqual([2, 6, 10]);
  });

  it('lists every row then every column of a non-square grid', () => {
    const lines = gridLines(3, 2);
    expect(lines.map((l) => `${l.axis}${l.index}`)).toEqual(['row0', 'row1', 'column0', 'column1', 'column2']);
    expect(gridRows(3, 2)[1].cells).toEqual([3, 4, 5]);
    expect(gridColumns(3, 2)[2].cells).toEqual([2, 5]);
  });

  it('covers every cell exactly once by rows and once by columns', () => {
    const count = new Array(20).fill(0);
    for (const line of gridLines(5, 4)) for (const cell of line.cells) count[cell] += 1;
    expect(count.every((n) => n === 2)).toBe(true);
  });

  it('finds the row and column through a cell', () => {
    const { row, column } = linesThrough(5, 4, 13);
    expect(row).toEqual({ axis: 'row', index: 2, cells: [10, 11, 12, 13, 14] });
    expect(column.index).toBe(3);
    expect(column.cells).toEqual([3, 8, 13, 18]);
  });

  it('reads the values of a line from a GridLine or an index list', () => {
    const grid = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(lineValues(grid, gridColumns(3, 2)[1])).toEqual(['b', 'e']);
    expect(lineValues(grid, [5, 0])).toEqual(['f', 'a']);
  });

  it('gives no lines for an empty grid and rejects bad sizes', () => {
    expect(gridLines(0, 0)).toEqual([]);
    expect(() => gridRows(-1, 2)).toThrow(RangeError);
    expect(() => gridColumns(2.5, 2)).toThrow(RangeError);
  });
});
