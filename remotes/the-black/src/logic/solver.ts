import { pressedCells, type Lights } from './lights';

/** The nullspace is searched exhaustively up to this dimension (3×3…7×7 have at most 4). */
const MAX_NULLITY = 16;

/**
 * A shortest set of presses (each cell at most once, in index order) that turns every cell black, or null
 * when no set of presses does. Pressing twice undoes a press and order does not matter, so this is a linear
 * system over GF(2): one equation per cell, one unknown per press. Gaussian elimination gives one solution;
 * every other is it plus a combination of the nullspace (the "quiet patterns" that change nothing), and the
 * lightest of those is the minimum number of moves (ties: the first in index order).
 */
export function solve(size: number, lights: Lights): number[] | null {
  const cells = size * size;
  // Row r: which presses toggle cell r, then (last column) whether cell r is lit (white) now.
  const rows = Array.from({ length: cells }, (_, light) => {
    const row = new Uint8Array(cells + 1);
    for (const cell of pressedCells(size, light)) row[cell] = 1; // the toggle relation is symmetric
    row[cells] = lights[light] ? 1 : 0;
    return row;
  });
  const pivotCols: number[] = [];
  let rank = 0;
  for (let col = 0; col < cells && rank < cells; col++) {
    let pivot = -1;
    for (let r = rank; r < cells; r++) if (rows[r][col]) { pivot = r; break; }
    if (pivot === -1) continue;
    [rows[rank], rows[pivot]] = [rows[pivot], rows[rank]];
    const top = rows[rank];
    for (let r = 0; r < cells; r++) {
      if (r === rank || !rows[r][col]) continue;
      const row = rows[r];
      for (let c = col; c <= cells; c++) row[c] ^= top[c];
    }
    pivotCols.push(col);
    rank++;
  }
  // A row with no presses left but a white cell cannot be satisfied.
  for (let r = rank; r < cells; r++) if (rows[r][cells]) return null;

  const particular = new Uint8Array(cells);
  for (let r = 0; r < rank; r++) particular[pivotCols[r]] = rows[r][cells];
  const isPivot = new Uint8Array(cells);
  for (const col of pivotCols) isPivot[col] = 1;
  const free = Array.from({ length: cells }, (_, col) => col).filter((col) => !isPivot[col]);
  if (free.length > MAX_NULLITY) throw new Error(`nullspace of dimension ${free.length} is too large to search`);
  // One quiet pattern per free column: that press, and the pivot presses it forces.
  const basis = free.map((f) => {
    const v = new Uint8Array(cells);
    v[f] = 1;
    for (let r = 0; r < rank; r++) if (rows[r][f]) v[pivotCols[r]] = 1;
    return v;
  });

  let best: Uint8Array = particular;
  let bestWeight = weight(particular);
  for (let mask = 1; mask < 1 << basis.length; mask++) {
    const candidate = particular.slice();
    basis.forEach((v, i) => {
      if (mask & (1 << i)) for (let c = 0; c < cells; c++) candidate[c] ^= v[c];
    });
    const w = weight(candidate);
    if (w < bestWeight || (w === bestWeight && firstDiffers(candidate, best))) {
      best = candidate;
      bestWeight = w;
    }
  }
  const presses: number[] = [];
  best.forEach((on, cell) => {
    if (on) presses.push(cell);
  });
  return presses;
}

const weight = (v: Uint8Array): number => v.reduce((sum, bit) => sum + bit, 0);

/** Whether `a` comes before `b` in index order (its first differing press is earlier). */
function firstDiffers(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] === 1;
  return false;
}

/** The minimum number of presses that turns the board black (its par); null when it cannot be done. */
export function minimumMoves(size: number, lights: Lights): number | null {
  return solve(size, lights)?.length ?? null;
}
