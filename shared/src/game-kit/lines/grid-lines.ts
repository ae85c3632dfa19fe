// Rows and columns of a row-major grid as lists of cell indices (cell = row * width + col).
// Pure: no React, no DOM. Used by line-based puzzles (nonograms, kakuro, binairo, number sums).

/** Which way a line runs. */
export type LineAxis = 'row' | 'column';

/** One row or column of a grid: its axis, its number and its cells' indices in reading order. */
export interface GridLine {
  readonly axis: LineAxis;
  /** Row number for a row, column number for a column (0-based). */
  readonly index: number;
  /** Row-major cell indices, left to right for a row, top to bottom for a column. */
  readonly cells: readonly number[];
}

function checkSize(width: number, height: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0) {
    throw new RangeError(`Grid size must be whole numbers ≥ 0, got ${width}×${height}`);
  }
}

/** The cell indices of row `row` in a grid `width` cells wide. */
export function rowCells(width: number, row: number): number[] {
  const cells = new Array<number>(width);
  for (let col = 0; col < width; col += 1) cells[col] = row * width + col;
  return cells;
}

/** The cell indices of column `col` in a `width`×`height` grid, top to bottom. */
export function columnCells(width: number, height: number, col: number): number[] {
  const cells = new Array<number>(height);
  for (let row = 0; row < height; row += 1) cells[row] = row * width + col;
  return cells;
}

/** Every row of a `width`×`height` grid, top to bottom. */
export function gridRows(width: number, height: number): GridLine[] {
  checkSize(width, height);
  return Array.from({ length: height }, (_, row) => ({ axis: 'row' as const, index: row, cells: rowCells(width, row) }));
}

/** Every column of a `width`×`height` grid, left to right. */
export function gridColumns(width: number, height: number): GridLine[] {
  checkSize(width, height);
  return Array.from({ length: width }, (_, col) => ({ axis: 'column' as const, index: col, cells: columnCells(width, height, col) }));
}

/** Every row, then every column. */
export function gridLines(width: number, height: number): GridLine[] {
  return [...gridRows(width, height), ...gridColumns(width, height)];
}

/** The row and the column through one cell. */
export function linesThrough(width: number, height: number, cell: number): { row: GridLine; column: GridLine } {
  checkSize(width, height);
  const row = Math.floor(cell / width);
  const col = cell % width;
  return {
    row: { axis: 'row', index: row, cells: rowCells(width, row) },
    column: { axis: 'column', index: col, cells: columnCells(width, height, col) },
  };
}

/** The values of a line's cells, in line order. Accepts a `GridLine` or a bare index list. */
export function lineValues<T>(grid: readonly T[], line: GridLine | readonly number[]): T[] {
  const cells = 'cells' in line ? line.cells : line;
  return cells.map((cell) => grid[cell]);
}
