// Line sums and per-line "satisfied" checks over a row-major grid.
import { lineValues, type GridLine } from './grid-lines';

/** The sum of `valueOf` over a list of values (cells that should not count return 0). */
export function sumOf<T>(values: readonly T[], valueOf: (value: T, position: number) => number): number {
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += valueOf(values[i], i);
  return sum;
}

/** The sum of one line of a grid. `valueOf` gets the cell's value and its grid index. */
export function lineSum<T>(grid: readonly T[], line: GridLine | readonly number[], valueOf: (value: T, cell: number) => number): number {
  const cells = 'cells' in line ? line.cells : line;
  let sum = 0;
  for (const cell of cells) sum += valueOf(grid[cell], cell);
  return sum;
}

/** The sum of every line, in the order of `lines`. */
export function lineSums<T>(grid: readonly T[], lines: readonly GridLine[], valueOf: (value: T, cell: number) => number): number[] {
  return lines.map((line) => lineSum(grid, line, valueOf));
}

/**
 * Whether each line is satisfied, in the order of `lines`. `isSatisfied` gets the line's values and the line.
 * satisfiedLines(board, gridRows(w, h), (values, line) => matchesClue(values, isFilled, rowClues[line.index]))
 */
export function satisfiedLines<T>(
  grid: readonly T[],
  lines: readonly GridLine[],
  isSatisfied: (values: T[], line: GridLine) => boolean,
): boolean[] {
  return lines.map((line) => isSatisfied(lineValues(grid, line), line));
}

/** True when every line is satisfied. */
export function allLinesSatisfied<T>(
  grid: readonly T[],
  lines: readonly GridLine[],
  isSatisfied: (values: T[], line: GridLine) => boolean,
): boolean {
  return lines.every((line) => isSatisfied(lineValues(grid, line), line));
}
