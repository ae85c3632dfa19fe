// The matrix: its side grows with the number of tiles to remember, from 3×3 up to 7×7.

export const MIN_SIDE = 3;
export const MAX_SIDE = 7;
/** The first trial asks for 3 tiles; a trial never asks for fewer. */
export const START_TILES = 3;
/** The most tiles a trial asks for (on the 7×7 matrix, well under half of it). */
export const MAX_TILES = 20;

/** The matrix side for a trial of `tiles` tiles: about 2.2 cells per tile, so the pattern stays sparse. */
export function sideFor(tiles: number): number {
  return Math.min(MAX_SIDE, Math.max(MIN_SIDE, Math.ceil(Math.sqrt(tiles * 2.2))));
}

/** Every full straight line of a side × side matrix: rows, columns and both diagonals, as cell indexes. */
export function straightLines(side: number): number[][] {
  const lines: number[][] = [];
  for (let r = 0; r < side; r++) lines.push(Array.from({ length: side }, (_, c) => r * side + c));
  for (let c = 0; c < side; c++) lines.push(Array.from({ length: side }, (_, r) => r * side + c));
  lines.push(Array.from({ length: side }, (_, i) => i * side + i));
  lines.push(Array.from({ length: side }, (_, i) => i * side + (side - 1 - i)));
  return lines;
}

/** Whether the tiles fill a whole row, column or diagonal (too easy to remember as one line). */
export function hasFullLine(side: number, tiles: readonly number[]): boolean {
  const set = new Set(tiles);
  return straightLines(side).some((line) => line.every((cell) => set.has(cell)));
}
