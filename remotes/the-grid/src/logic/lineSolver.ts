// The line solver: for one line and its clue, which cells are filled (or empty) in every placement of the
// runs that fits what is known (a dynamic programme over positions and runs); repeated over all lines until
// nothing changes. If it completes the grid, the puzzle has exactly one solution.
import { BLANK, CROSSED, FILLED, type Mark } from './types';

/**
 * What a line's clue forces, given what is known of it (BLANK = unknown). Returns the line with every forced
 * cell set, or null when no placement fits (a contradiction).
 */
export function solveLine(clue: readonly number[], known: readonly Mark[]): Mark[] | null {
  const n = known.length;
  const runs = clue.filter((length) => length > 0);
  const k = runs.length;
  // Cells 0..n-1 plus one virtual empty cell at n, so every run is followed by an empty cell.
  const size = n + 1;
  const at = (i: number): Mark => (i < n ? known[i] : CROSSED);
  // emptyBefore[i]: known-empty cells in [0, i), to test a run's span in O(1).
  const emptyBefore = new Int32Array(size + 1);
  for (let i = 0; i < size; i += 1) emptyBefore[i + 1] = emptyBefore[i] + (at(i) === CROSSED ? 1 : 0);
  const fits = (start: number, length: number) =>
    start + length < size && emptyBefore[start + length] - emptyBefore[start] === 0 && at(start + length) !== FILLED;

  // forward[i * (k + 1) + j]: cells [0, i) hold the first j runs and a run may start at i.
  const stride = k + 1;
  const forward = new Uint8Array((size + 1) * stride);
  forward[0] = 1;
  for (let i = 0; i < size; i += 1) {
    for (let j = 0; j <= k; j += 1) {
      if (!forward[i * stride + j]) continue;
      if (at(i) !== FILLED) forward[(i + 1) * stride + j] = 1;
      if (j < k && fits(i, runs[j])) forward[(i + runs[j] + 1) * stride + j + 1] = 1;
    }
  }
  if (!forward[size * stride + k]) return null;
  // backward[i * stride + j]: cells [i, size) can hold runs j..k-1 with a run allowed to start at i.
  const backward = new Uint8Array((size + 2) * stride);
  backward[size * stride + k] = 1;
  for (let i = size - 1; i >= 0; i -= 1) {
    for (let j = k; j >= 0; j -= 1) {
      let ok = at(i) !== FILLED && backward[(i + 1) * stride + j] === 1;
      if (!ok && j < k && fits(i, runs[j]) && i + runs[j] + 1 <= size) ok = backward[(i + runs[j] + 1) * stride + j + 1] === 1;
      if (ok) backward[i * stride + j] = 1;
    }
  }
  const canEmpty = new Uint8Array(size);
  const fillDelta = new Int32Array(size + 1);
  for (let i = 0; i < size; i += 1) {
    for (let j = 0; j <= k; j += 1) {
      if (!forward[i * stride + j]) continue;
      if (at(i) !== FILLED && backward[(i + 1) * stride + j]) canEmpty[i] = 1;
      if (j < k && fits(i, runs[j]) && backward[(i + runs[j] + 1) * stride + j + 1]) {
        fillDelta[i] += 1;
        fillDelta[i + runs[j]] -= 1;
        canEmpty[i + runs[j]] = 1;
      }
    }
  }
  const result = known.slice() as Mark[];
  let fillCount = 0;
  for (let i = 0; i < n; i += 1) {
    fillCount += fillDelta[i];
    const canFill = fillCount > 0;
    if (!canFill && !canEmpty[i]) return null;
    if (canFill && !canEmpty[i]) result[i] = FILLED;
    else if (!canFill && canEmpty[i]) result[i] = CROSSED;
  }
  return result;
}

export type PropagateResult = 'solved' | 'stuck' | 'contradiction';

/**
 * Applies the line solver to every row and column until nothing changes. `grid` (BLANK = unknown) is updated
 * in place. Returns whether it solved the grid, got stuck, or met a contradiction.
 */
export function propagate(width: number, height: number, rowClues: readonly number[][], colClues: readonly number[][], grid: Mark[]): PropagateResult {
  const rowDirty = new Uint8Array(height).fill(1);
  const colDirty = new Uint8Array(width).fill(1);
  let changed = true;
  while (changed) {
    changed = false;
    for (let r = 0; r < height; r += 1) {
      if (!rowDirty[r]) continue;
      rowDirty[r] = 0;
      const line = grid.slice(r * width, r * width + width);
      const solved = solveLine(rowClues[r], line);
      if (!solved) return 'contradiction';
      for (let c = 0; c < width; c += 1) {
        if (solved[c] !== line[c]) {
          grid[r * width + c] = solved[c];
          colDirty[c] = 1;
          changed = true;
        }
      }
    }
    for (let c = 0; c < width; c += 1) {
      if (!colDirty[c]) continue;
      colDirty[c] = 0;
      const line: Mark[] = [];
      for (let r = 0; r < height; r += 1) line.push(grid[r * width + c]);
      const solved = solveLine(colClues[c], line);
      if (!solved) return 'contradiction';
      for (let r = 0; r < height; r += 1) {
        if (solved[r] !== line[r]) {
          grid[r * width + c] = solved[r];
          rowDirty[r] = 1;
          changed = true;
        }
      }
    }
  }
  return grid.includes(BLANK) ? 'stuck' : 'solved';
}
