import { neighbours, type Cells } from './board';

/** A move exists when two neighbouring tiles (diagonals count) are equal: every chain starts with such a pair. */
export function hasMove(cells: Cells): boolean {
  return cells.some((value, index) => value > 0 && neighbours(index).some((other) => other > index && cells[other] === value));
}

/** One pair that starts a chain (for a hint), or null. */
export function firstPair(cells: Cells): [number, number] | null {
  for (let index = 0; index < cells.length; index++) {
    const other = neighbours(index).find((n) => n > index && cells[n] === cells[index] && cells[index] > 0);
    if (other !== undefined) return [index, other];
  }
  return null;
}
