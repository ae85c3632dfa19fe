import { inGrid, type Cell } from './cells';

const cache = new Map<number, Cell[][]>();

/**
 * Every maximal straight line of a square grid with at least `minLength` cells: rows, columns and both diagonals.
 * Reading each forwards and backwards covers all eight directions.
 */
export function gridLines(size: number, minLength = 3): Cell[][] {
  const cacheKey = size * 100 + minLength;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const lines: Cell[][] = [];
  const walk = (row: number, col: number, dr: number, dc: number) => {
    const line: Cell[] = [];
    for (let cell = { row, col }; inGrid(cell, size); cell = { row: cell.row + dr, col: cell.col + dc }) line.push(cell);
    if (line.length >= minLength) lines.push(line);
  };
  for (let i = 0; i < size; i++) {
    walk(i, 0, 0, 1); // rows →
    walk(0, i, 1, 0); // columns ↓
  }
  for (let i = 0; i < size; i++) walk(0, i, 1, 1); // ↘ from the top edge
  for (let i = 1; i < size; i++) walk(i, 0, 1, 1); // ↘ from the left edge
  for (let i = 0; i < size; i++) walk(i, 0, -1, 1); // ↗ from the left edge
  for (let i = 1; i < size; i++) walk(size - 1, i, -1, 1); // ↗ from the bottom edge
  cache.set(cacheKey, lines);
  return lines;
}
