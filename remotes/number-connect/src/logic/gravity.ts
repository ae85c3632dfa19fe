import { COLS, indexOf, ROWS, type Cells } from './board';

/** Tiles fall straight down into the empty cells (0) under them; the empty cells gather at the top of each column. */
export function applyGravity(cells: Cells): number[] {
  const next = new Array<number>(cells.length).fill(0);
  for (let col = 0; col < COLS; col++) {
    let to = ROWS - 1;
    for (let row = ROWS - 1; row >= 0; row--) {
      const value = cells[indexOf(row, col)];
      if (value) next[indexOf(to--, col)] = value;
    }
  }
  return next;
}
