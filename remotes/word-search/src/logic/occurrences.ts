import { cellSetKey, inGrid, lineCells, type Cell } from './cells';
import { ALL_DIRECTIONS } from './directions';

/**
 * Every place a word can be read in the grid, in any of the eight directions.
 * Readings over the same cells (a palindrome read both ways) count once.
 */
export function findOccurrences(rows: readonly string[], word: string): Cell[][] {
  const size = rows.length;
  const seen = new Set<string>();
  const found: Cell[][] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (rows[row][col] !== word[0]) continue;
      for (const dir of ALL_DIRECTIONS) {
        const cells = lineCells(row, col, dir, word.length);
        if (!inGrid(cells[cells.length - 1], size)) continue;
        let match = true;
        for (let i = 1; i < cells.length && match; i++) match = rows[cells[i].row][cells[i].col] === word[i];
        if (!match) continue;
        const key = cellSetKey(cells);
        if (seen.has(key)) continue;
        seen.add(key);
        found.push(cells);
      }
    }
  }
  return found;
}

export function countOccurrences(rows: readonly string[], word: string): number {
  return findOccurrences(rows, word).length;
}
