// The counting solver: depth-first search with forward checking. Each row keeps a bitmask of the columns still
// open; every step branches on the row or region with the fewest open cells, and a dead row or region prunes.
import type { SolutionCount } from '@games/shared/game-kit/puzzle/solver';
import type { QueensPuzzle } from './board';

export type QueensLayout = Pick<QueensPuzzle, 'size' | 'regions'>;

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}

/** Up to `limit` solutions, each as the queen's column per row. */
export function findSolutions(layout: QueensLayout, limit = 2): number[][] {
  const { size, regions } = layout;
  const full = (1 << size) - 1;
  // regionRows[region * size + row]: the region's columns in that row.
  const regionRows = new Array<number>(size * size).fill(0);
  regions.forEach((region, cell) => {
    regionRows[region * size + Math.floor(cell / size)] |= 1 << cell % size;
  });
  const found: number[][] = [];
  const columns = new Array<number>(size).fill(-1);

  const place = (open: number[], row: number, col: number, rowsDone: number, regionsDone: number): number[] | null => {
    const next = open.slice();
    const bit = 1 << col;
    const region = regions[row * size + col];
    const around = ((bit << 1) | bit | (bit >> 1)) & full;
    for (let r = 0; r < size; r++) {
      next[r] &= ~bit & ~regionRows[region * size + r];
      if (r === row - 1 || r === row + 1) next[r] &= ~around;
    }
    next[row] = 0;
    // Forward check: every row and region still without a queen needs an open cell.
    for (let r = 0; r < size; r++) if (!(rowsDone & (1 << r)) && r !== row && next[r] === 0) return null;
    for (let g = 0; g < size; g++) {
      if (regionsDone & (1 << g) || g === region) continue;
      let any = 0;
      for (let r = 0; r < size && !any; r++) any = next[r] & regionRows[g * size + r];
      if (!any) return null;
    }
    return next;
  };

  const search = (open: number[], rowsDone: number, regionsDone: number, placed: number): void => {
    if (placed === size) {
      found.push(columns.slice());
      return;
    }
    // Branch on the tightest row or region.
    let bestCount = Infinity;
    let bestRow = -1;
    let bestRegion = -1;
    for (let r = 0; r < size; r++) {
      if (rowsDone & (1 << r)) continue;
      const count = popcount(open[r]);
      if (count < bestCount) {
        bestCount = count;
        bestRow = r;
      }
    }
    for (let g = 0; g < size && bestCount > 1; g++) {
      if (regionsDone & (1 << g)) continue;
      let count = 0;
      for (let r = 0; r < size; r++) count += popcount(open[r] & regionRows[g * size + r]);
      if (count < bestCount) {
        bestCount = count;
        bestRegion = g;
      }
    }
    const choices: Array<[number, number]> = [];
    if (bestRegion >= 0) {
      for (let r = 0; r < size; r++) {
        let mask = open[r] & regionRows[bestRegion * size + r];
        for (; mask; mask &= mask - 1) choices.push([r, 31 - Math.clz32(mask & -mask)]);
      }
    } else {
      for (let mask = open[bestRow]; mask; mask &= mask - 1) choices.push([bestRow, 31 - Math.clz32(mask & -mask)]);
    }
    for (const [row, col] of choices) {
      const region = regions[row * size + col];
      const next = place(open, row, col, rowsDone, regionsDone);
      if (!next) continue;
      columns[row] = col;
      search(next, rowsDone | (1 << row), regionsDone | (1 << region), placed + 1);
      columns[row] = -1;
      if (found.length >= limit) return;
    }
  };

  search(new Array<number>(size).fill(full), 0, 0, 0);
  return found;
}

/** Counts solutions up to `limit` (default 2): enough to tell "none", "unique" and "several" apart. */
export function countSolutions(layout: QueensLayout, limit = 2): SolutionCount<number[]> {
  const solutions = findSolutions(layout, limit);
  return { count: solutions.length, solution: solutions[0] };
}
