import type { Cell } from './cells';
import { gridLines } from './lines';
import { offensiveSpans } from './profanity';

/**
 * Whether an offensive word can be read along any line of the grid (all eight directions) using at least one
 * filler cell. Words made only of the puzzle's own (vetted) letters are left alone: rerolling filler cannot change them.
 * All lines, forwards and backwards, are checked in one pass over a space-separated text (far faster than one call a line).
 */
export function hasOffensiveFiller(rows: readonly string[], isFiller: (cell: Cell) => boolean): boolean {
  let text = '';
  const at: (Cell | null)[] = [];
  for (const line of gridLines(rows.length)) {
    if (!line.some(isFiller)) continue;
    for (const reading of [line, line.slice().reverse()]) {
      for (const cell of reading) {
        text += rows[cell.row][cell.col];
        at.push(cell);
      }
      text += ' ';
      at.push(null);
    }
  }
  for (const [start, end] of offensiveSpans(text)) {
    for (let i = start; i <= end; i++) {
      const cell = at[i];
      if (cell && isFiller(cell)) return true;
    }
  }
  return false;
}
