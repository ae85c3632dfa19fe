import { areNeighbours, type Cells } from './board';

/** A chain: cell indexes in the order they were joined. */
export type Chain = readonly number[];

/**
 * Can `cell` join the chain next? It must be a neighbour of the chain's end (diagonals count), not yet in the
 * chain, and: the second tile equals the first; every later tile equals the one before it or is double it.
 */
export function canExtend(cells: Cells, chain: Chain, cell: number): boolean {
  if (chain.length === 0) return cells[cell] > 0;
  const last = chain[chain.length - 1];
  if (chain.includes(cell) || !areNeighbours(last, cell)) return false;
  const previous = cells[last];
  const value = cells[cell];
  if (chain.length === 1) return value === previous;
  return value === previous || value === previous * 2;
}

/** A whole chain follows the rules (at least two tiles). */
export function isValidChain(cells: Cells, chain: Chain): boolean {
  if (chain.length < 2) return false;
  for (let i = 1; i < chain.length; i++) if (!canExtend(cells, chain.slice(0, i), chain[i])) return false;
  return true;
}

/** The smallest power of two at least `sum`. */
export function powerAtLeast(sum: number): number {
  let value = 2;
  while (value < sum) value *= 2;
  return value;
}

/** The value a chain makes: the smallest power of two at least the sum of its tiles (0 for fewer than two). */
export function chainValue(cells: Cells, chain: Chain): number {
  if (chain.length < 2) return 0;
  return powerAtLeast(chain.reduce((sum, cell) => sum + cells[cell], 0));
}

/**
 * What touching `cell` does to the chain while dragging or with the keyboard: the cell before the end steps
 * back (the end leaves the chain), a valid next cell joins it, anything else changes nothing (same array).
 */
export function touchCell(cells: Cells, chain: Chain, cell: number): Chain {
  if (chain.length >= 2 && chain[chain.length - 2] === cell) return chain.slice(0, -1);
  return canExtend(cells, chain, cell) ? [...chain, cell] : chain;
}

/**
 * The cells one pointer move passed over, in order (a fast move fills the gap cell by cell, orthogonally):
 * the chain takes the furthest of them it can reach next, so a diagonal swipe is not turned aside by the
 * orthogonal cell the gap filling walks through first.
 */
export function followDrag(cells: Cells, chain: Chain, steps: readonly number[]): Chain {
  let current = chain;
  let i = 0;
  while (i < steps.length) {
    let taken = -1;
    for (let j = steps.length - 1; j >= i; j--) {
      if (touchCell(cells, current, steps[j]) !== current) {
        taken = j;
        break;
      }
    }
    if (taken < 0) break;
    current = touchCell(cells, current, steps[taken]);
    i = taken + 1;
  }
  return current;
}
