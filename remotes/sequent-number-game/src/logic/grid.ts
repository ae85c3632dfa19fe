// A square grid (cell = row * size + col) with king or orthogonal steps, and the puzzle on it.
import { gridNeighbours } from '@games/shared/game-kit/path/adjacency';
import type { Moves } from './levels';

export interface SequentPuzzle {
  size: number;
  moves: Moves;
  /** givens[cell]: the number printed in the cell, 0 for an empty cell. 1 and N are always given. */
  givens: number[];
}

const cache = new Map<string, number[][]>();

/** For each cell, the cells one step away. */
export function neighboursFor(size: number, moves: Moves): number[][] {
  const key = `${size}:${moves}`;
  let list = cache.get(key);
  if (!list) {
    list = gridNeighbours({ rows: size, cols: size, moves });
    cache.set(key, list);
  }
  return list;
}

/** Steps between two cells ignoring what is in the way (Chebyshev for king steps, Manhattan otherwise). */
export function distance(a: number, b: number, size: number, moves: Moves): number {
  const dr = Math.abs(Math.floor(a / size) - Math.floor(b / size));
  const dc = Math.abs((a % size) - (b % size));
  return moves === 'king' ? Math.max(dr, dc) : dr + dc;
}

export function cellName(cell: number, size: number): string {
  return `${String.fromCharCode(65 + (cell % size))}${Math.floor(cell / size) + 1}`;
}

export function isSequentPuzzle(value: unknown): value is SequentPuzzle {
  if (typeof value !== 'object' || value === null) return false;
  const { size, moves, givens } = value as Partial<SequentPuzzle>;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 3 || size > 12) return false;
  if (moves !== 'king' && moves !== 'orthogonal') return false;
  const total = size * size;
  if (!Array.isArray(givens) || givens.length !== total) return false;
  const seen = new Set<number>();
  for (const v of givens) {
    if (!Number.isInteger(v) || v < 0 || v > total) return false;
    if (v > 0) {
      if (seen.has(v)) return false;
      seen.add(v);
    }
  }
  return seen.has(1) && seen.has(total);
}
