// logic/solver.ts in every game: the solver (README, game-team guide, "File names").
import { pressedCells, type Lights } from './lights';

/**
 * The cells to press (each at most once, in index order) that switch every light off, or null when no set
 * of presses does. Pressing twice undoes a press and order does not matter, so this is a linear system
 * over GF(2): one equation per light, one unknown per cell, solved by Gaussian elimination.
 */
export function solve(size: number, lights: Lights): number[] | null {
  const cells = size * size;
  // Row r: which presses toggle light r, then (last column) whether light r is lit now.
  const rows = Array.from({ length: cells }, (_, light) => {
    const row = new Array<boolean>(cells + 1).fill(false);
    for (const cell of pressedCells(size, light)) row[cell] = true; // the toggle relation is symmetric
    row[cells] = lights[light];
    return row;
  });
  const pivotOf: number[] = [];
  let rank = 0;
  for (let col = 0; col < cells && rank < cells; col++) {
    const pivot = rows.findIndex((row, r) => r >= rank && row[col]);
    if (pivot === -1) continue;
    [rows[rank], rows[pivot]] = [rows[pivot], rows[rank]];
    for (let r = 0; r < cells; r++) {
      if (r !== rank && rows[r][col]) rows[r] = rows[r].map((value, c) => value !== rows[rank][c]);
    }
    pivotOf[rank] = col;
    rank++;
  }
  // A row with no presses left but a lit light cannot be satisfied.
  if (rows.slice(rank).some((row) => row[cells])) return null;
  const presses: number[] = [];
  for (let r = 0; r < rank; r++) if (rows[r][cells]) presses.push(pivotOf[r]);
  return presses.sort((a, b) => a - b);
}
