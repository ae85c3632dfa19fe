// Which cells touch, for the path rules: a grid with orthogonal or king moves (walls and holes taken out), or a graph's edges.

export type GridMoves = 'orthogonal' | 'king';

const ORTHOGONAL: ReadonlyArray<readonly [number, number]> = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
];
const KING: ReadonlyArray<readonly [number, number]> = [...ORTHOGONAL, [-1, -1], [-1, 1], [1, 1], [1, -1]];

export interface GridAdjacencyOptions {
  rows: number;
  cols: number;
  moves: GridMoves;
  /** A wall between two touching cells (either order). */
  blocked?(a: number, b: number): boolean;
  /** A cell that is not part of the board (an irregular Hidato shape). */
  hole?(cell: number): boolean;
}

/** For each cell of a rows × cols grid (cell = row * cols + col), the cells one move away. */
export function gridNeighbours({ rows, cols, moves, blocked, hole }: GridAdjacencyOptions): number[][] {
  const offsets = moves === 'king' ? KING : ORTHOGONAL;
  const result: number[][] = [];
  for (let cell = 0; cell < rows * cols; cell++) {
    const list: number[] = [];
    const row = Math.floor(cell / cols);
    const col = cell % cols;
    if (!hole?.(cell)) {
      for (const [dr, dc] of offsets) {
        const r = row + dr;
        const c = col + dc;
        if (r < 0 || c < 0 || r >= rows || c >= cols) continue;
        const next = r * cols + c;
        if (hole?.(next) || blocked?.(cell, next)) continue;
        list.push(next);
      }
    }
    result.push(list);
  }
  return result;
}

/** A grid cell's [x, y] = [col, row], for `PathRules.position`. */
export function gridPosition(cols: number): (cell: number) => readonly [number, number] {
  return (cell) => [cell % cols, Math.floor(cell / cols)];
}

/** For each of `count` dots, the dots joined to it by an edge (one-line drawing on a lattice). */
export function graphNeighbours(count: number, edges: ReadonlyArray<readonly [number, number]>): number[][] {
  const result: number[][] = Array.from({ length: count }, () => []);
  for (const [a, b] of edges) {
    if (!result[a].includes(b)) result[a].push(b);
    if (!result[b].includes(a)) result[b].push(a);
  }
  return result;
}
