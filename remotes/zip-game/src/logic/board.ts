// The board of a Zip puzzle: an N×N grid of cells (index = row * size + col) and the walls between them.

/** Direction offsets in the order up, right, down, left. */
export const DIRECTIONS = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
] as const;

export interface ZipPuzzle {
  size: number;
  /** checkpoints[i] is the cell holding number i + 1; the first is the start, the last the end of the path. */
  checkpoints: number[];
  /** Pairs of orthogonally adjacent cells [a, b] with a < b that the path may not pass between. */
  walls: Array<[number, number]>;
}

export function rowOf(cell: number, size: number): number {
  return Math.floor(cell / size);
}

export function colOf(cell: number, size: number): number {
  return cell % size;
}

export function cellAt(row: number, col: number, size: number): number {
  return row * size + col;
}

export function areAdjacent(a: number, b: number, size: number): boolean {
  const dr = Math.abs(rowOf(a, size) - rowOf(b, size));
  const dc = Math.abs(colOf(a, size) - colOf(b, size));
  return dr + dc === 1;
}

/** The key of the edge between two cells, the same in either order. */
export function edgeKey(a: number, b: number): number {
  return a < b ? a * 4096 + b : b * 4096 + a;
}

/** For each cell, its neighbours not blocked by a wall, in DIRECTIONS order. */
export function buildNeighbours(puzzle: Pick<ZipPuzzle, 'size' | 'walls'>): number[][] {
  const { size } = puzzle;
  const blocked = new Set(puzzle.walls.map(([a, b]) => edgeKey(a, b)));
  const neighbours: number[][] = [];
  for (let cell = 0; cell < size * size; cell++) {
    const row = rowOf(cell, size);
    const col = colOf(cell, size);
    const list: number[] = [];
    for (const [dr, dc] of DIRECTIONS) {
      const r = row + dr;
      const c = col + dc;
      if (r < 0 || c < 0 || r >= size || c >= size) continue;
      const next = cellAt(r, c, size);
      if (!blocked.has(edgeKey(cell, next))) list.push(next);
    }
    neighbours.push(list);
  }
  return neighbours;
}

/** numberAt[cell] is the checkpoint number on a cell (1-based), or 0. */
export function numberAtCells(puzzle: Pick<ZipPuzzle, 'size' | 'checkpoints'>): Int8Array {
  const numbers = new Int8Array(puzzle.size * puzzle.size);
  puzzle.checkpoints.forEach((cell, index) => {
    numbers[cell] = index + 1;
  });
  return numbers;
}

/** Whether a value is a well-formed puzzle (used to validate saved games). */
export function isZipPuzzle(value: unknown): value is ZipPuzzle {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  const size = p.size;
  if (!Number.isInteger(size) || (size as number) < 2 || (size as number) > 12) return false;
  const cells = (size as number) * (size as number);
  const isCell = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < cells;
  if (!Array.isArray(p.checkpoints) || p.checkpoints.length < 2 || !p.checkpoints.every(isCell)) return false;
  if (new Set(p.checkpoints).size !== p.checkpoints.length) return false;
  if (!Array.isArray(p.walls)) return false;
  return p.walls.every(
    (wall) => Array.isArray(wall) && wall.length === 2 && isCell(wall[0]) && isCell(wall[1]) && wall[0] < wall[1] && areAdjacent(wall[0], wall[1], size as number),
  );
}
