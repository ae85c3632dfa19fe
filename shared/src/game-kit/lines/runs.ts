// Maximal runs of cells matching a predicate along a line, and the run-length clues built from them.
// Generic over the cell type: pass values (`lineValues(grid, line)`) and a predicate.

/** A maximal run inside a line: where it starts (position in the line) and how long it is. */
export interface Run {
  readonly start: number;
  readonly length: number;
}

/** A predicate on one cell of a line (`position` is the place in the line, not the grid index). */
export type CellTest<T> = (value: T, position: number) => boolean;

/**
 * The maximal runs of consecutive values matching `test`, in order.
 * findRuns([1, 1, 0, 1], (v) => v === 1) → [{ start: 0, length: 2 }, { start: 3, length: 1 }]
 */
export function findRuns<T>(values: readonly T[], test: CellTest<T>): Run[] {
  const runs: Run[] = [];
  let start = -1;
  for (let i = 0; i < values.length; i += 1) {
    if (test(values[i], i)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      runs.push({ start, length: i - start });
      start = -1;
    }
  }
  if (start >= 0) runs.push({ start, length: values.length - start });
  return runs;
}

/**
 * The maximal runs of a line of a grid as lists of grid cell indices (kakuro's white runs, say).
 * `line` is the line's cell indices (`GridLine.cells`).
 */
export function runCells<T>(grid: readonly T[], line: readonly number[], test: (value: T, cell: number) => boolean): number[][] {
  return findRuns(line, (cell) => test(grid[cell], cell)).map((run) => line.slice(run.start, run.start + run.length));
}

/** The run-length clue of a line: the lengths of its matching runs in order (a nonogram clue). An empty line gives []. */
export function runLengths<T>(values: readonly T[], test: CellTest<T>): number[] {
  return findRuns(values, test).map((run) => run.length);
}

/** The longest run of matching values (0 when none match). */
export function longestRun<T>(values: readonly T[], test: CellTest<T>): number {
  let best = 0;
  let current = 0;
  for (let i = 0; i < values.length; i += 1) {
    current = test(values[i], i) ? current + 1 : 0;
    if (current > best) best = current;
  }
  return best;
}

/** True when some run of matching values is at least `length` long (binairo's "no three in a row": `hasRunOf(v, isZero, 3)`). */
export function hasRunOf<T>(values: readonly T[], test: CellTest<T>, length: number): boolean {
  return longestRun(values, test) >= length;
}

/** True when two clue lists are the same numbers in the same order. */
export function sameClue(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

/**
 * True when the line's matching runs are exactly `clue` (a nonogram line is satisfied).
 * An empty clue (or [0]) means no matching cell at all.
 */
export function matchesClue<T>(values: readonly T[], test: CellTest<T>, clue: readonly number[]): boolean {
  const wanted = clue.filter((n) => n > 0);
  return sameClue(runLengths(values, test), wanted);
}

/**
 * The smallest number of cells a clue needs: its runs plus one gap between each pair.
 * minimumLength([3, 1]) → 5; [] → 0.
 */
export function minimumLength(clue: readonly number[]): number {
  const runs = clue.filter((n) => n > 0);
  return runs.length === 0 ? 0 : runs.reduce((sum, n) => sum + n, 0) + runs.length - 1;
}
