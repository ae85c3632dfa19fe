// A kakuro's shape: white cells (to fill) and blocks, and the runs of white cells with their clues.
// Runs are the kit's maximal runs along rows (across) and columns (down).
import { gridColumns, gridRows } from '@games/shared/game-kit/lines/grid-lines';
import { runCells } from '@games/shared/game-kit/lines/runs';

/** A dealt puzzle: the square's side and its solution row by row, 0 for a block. Clues come from the solution. */
export interface KakuroPuzzle {
  size: number;
  solution: number[];
}

export type Axis = 'across' | 'down';

export interface KakuroRun {
  axis: Axis;
  /** The block holding this run's clue (left of an across run, above a down run). */
  clueCell: number;
  cells: number[];
  sum: number;
}

/** The white runs of a shape (`white[cell]`), across runs first; sums from `digits` (0 when not given). */
export function runsOf(size: number, white: readonly boolean[], digits?: readonly number[]): KakuroRun[] {
  const runs: KakuroRun[] = [];
  const add = (axis: Axis, step: number) => (cells: number[]) =>
    runs.push({ axis, clueCell: cells[0] - step, cells, sum: digits ? cells.reduce((s, c) => s + digits[c], 0) : 0 });
  for (const row of gridRows(size, size)) runCells(white, row.cells, (w) => w).forEach(add('across', 1));
  for (const col of gridColumns(size, size)) runCells(white, col.cells, (w) => w).forEach(add('down', size));
  return runs;
}

export const whiteOf = (solution: readonly number[]): boolean[] => solution.map((d) => d > 0);

/** The puzzle's runs with their sums. */
export const puzzleRuns = (puzzle: KakuroPuzzle): KakuroRun[] => runsOf(puzzle.size, whiteOf(puzzle.solution), puzzle.solution);

/** For each cell, the index of its across run and its down run (-1 for blocks). */
export function runIndex(cellCount: number, runs: readonly KakuroRun[]): { across: number[]; down: number[] } {
  const across = new Array<number>(cellCount).fill(-1);
  const down = new Array<number>(cellCount).fill(-1);
  runs.forEach((run, i) => {
    for (const cell of run.cells) (run.axis === 'across' ? across : down)[cell] = i;
  });
  return { across, down };
}

/** The clues a block shows: the sum of the run to its right and of the run below it. */
export interface Clue {
  across?: number;
  down?: number;
}

export function cluesOf(size: number, runs: readonly KakuroRun[]): Map<number, Clue> {
  const clues = new Map<number, Clue>();
  for (const run of runs) clues.set(run.clueCell, { ...clues.get(run.clueCell), [run.axis]: run.sum });
  void size;
  return clues;
}

/** Every cell sharing a run with `cell` (where a placed digit may not repeat). */
export function peersOf(cell: number, runs: readonly KakuroRun[], index: { across: number[]; down: number[] }): number[] {
  const peers: number[] = [];
  for (const r of [index.across[cell], index.down[cell]]) if (r >= 0) for (const c of runs[r].cells) if (c !== cell) peers.push(c);
  return peers;
}

/** The shape rules: the clue border is all blocks, no one-cell runs, no run over 9, 180° symmetric, connected. */
export function layoutProblems(size: number, white: readonly boolean[], maxRun = 9): string[] {
  const problems: string[] = [];
  for (let i = 0; i < size; i++) if (white[i] || white[i * size]) problems.push('clue border');
  for (let cell = 0; cell < size * size; cell++) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    if (r > 0 && c > 0 && white[cell] !== white[(size - r) * size + (size - c)]) problems.push('symmetry');
  }
  const runs = runsOf(size, white);
  if (runs.some((run) => run.cells.length < 2)) problems.push('one-cell run');
  if (runs.some((run) => run.cells.length > maxRun)) problems.push('long run');
  const whites = white.flatMap((w, cell) => (w ? [cell] : []));
  if (whites.length === 0) problems.push('empty');
  else if (connectedCount(size, white, whites[0]) !== whites.length) problems.push('disconnected');
  return [...new Set(problems)];
}

function connectedCount(size: number, white: readonly boolean[], start: number): number {
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length > 0) {
    const cell = stack.pop()!;
    const r = Math.floor(cell / size);
    const c = cell % size;
    const next = [r > 0 && cell - size, r < size - 1 && cell + size, c > 0 && cell - 1, c < size - 1 && cell + 1];
    for (const n of next) {
      if (n !== false && white[n] && !seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return seen.size;
}
