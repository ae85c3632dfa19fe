import { orthogonalNeighbours, type Cells } from './board';
import { applyGravity } from './gravity';

/** One merge of a drop, for the animation: the board right after it and once the blocks have fallen. */
export interface MergeStep {
  /** The block that grew and the equal neighbours that joined it. */
  into: number;
  joined: number[];
  value: number;
  /** Its place in the drop's chain reaction (1 for the first merge). */
  combo: number;
  points: number;
  merged: number[];
  settled: number[];
}

export interface Resolution {
  cells: number[];
  steps: MergeStep[];
  points: number;
}

/**
 * Merges a block with its equal orthogonal neighbours: n equal blocks make value × 2^(n−1) in the block's
 * cell, the others leave. Blocks fall, and every block that grew or fell is checked again: chain reactions.
 * Each merge scores its value times its place in the chain (the combo bonus).
 */
export function mergeOnce(cells: number[], at: number): { joined: number[]; value: number } | null {
  const value = cells[at];
  if (!value) return null;
  const joined = orthogonalNeighbours(at).filter((n) => cells[n] === value);
  if (!joined.length) return null;
  return { joined, value: value * 2 ** joined.length };
}

/** Plays out every merge that starts from the `active` blocks, in order. */
export function resolve(start: Cells, active: readonly number[], comboSoFar = 0): Resolution {
  let cells = start.slice();
  let queue = [...active];
  const steps: MergeStep[] = [];
  let points = 0;
  let combo = comboSoFar;
  for (;;) {
    const at = queue.find((index) => mergeOnce(cells, index));
    if (at === undefined) break;
    const { joined, value } = mergeOnce(cells, at)!;
    combo++;
    for (const n of joined) cells[n] = 0;
    cells[at] = value;
    const merged = cells.slice();
    const fallen = applyGravity(cells);
    cells = fallen.cells;
    const stepPoints = value * combo;
    points += stepPoints;
    steps.push({ into: at, joined, value, combo, points: stepPoints, merged, settled: cells.slice() });
    // The grown block first, then the blocks checked before (where they are now), then the ones that fell.
    const moved = (index: number) => fallen.moves.get(index) ?? -1;
    const next = [moved(at), ...queue.filter((index) => index !== at).map(moved), ...fallen.fell].filter((index) => index >= 0 && cells[index]);
    queue = [...new Set(next)];
  }
  return { cells, steps, points };
}
