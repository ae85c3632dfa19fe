import { COLS, indexOf, ROWS, type Cells } from './board';

export interface Fallen {
  cells: number[];
  /** Where each old index went (only for cells holding a block). */
  moves: Map<number, number>;
  /** The new indexes of blocks that fell. */
  fell: number[];
}

/** Blocks fall straight down to the bottom of their column; the order in a column is kept. */
export function applyGravity(cells: Cells): Fallen {
  const next = new Array<number>(cells.length).fill(0);
  const moves = new Map<number, number>();
  const fell: number[] = [];
  for (let col = 0; col < COLS; col++) {
    let to = ROWS - 1;
    for (let row = ROWS - 1; row >= 0; row--) {
      const from = indexOf(row, col);
      if (!cells[from]) continue;
      const target = indexOf(to--, col);
      next[target] = cells[from];
      moves.set(from, target);
      if (target !== from) fell.push(target);
    }
  }
  // Bottom first: a fallen block low in the pile is checked before the ones above it.
  fell.sort((a, b) => b - a);
  return { cells: next, moves, fell };
}
