// The Queens board: an N×N grid split into N regions. Cells are numbered row by row (index = row * size + col).

export interface QueensPuzzle {
  size: number;
  /** Region id (0 … size-1) of every cell, row by row; ids are numbered in reading order of first appearance. */
  regions: readonly number[];
  /** The unique solution: the queen's column in each row. */
  solution: readonly number[];
}

export const MIN_SIZE = 4;
export const MAX_SIZE = 12;

export const rowOf = (size: number, cell: number): number => Math.floor(cell / size);
export const colOf = (size: number, cell: number): number => cell % size;
export const cellAt = (size: number, row: number, col: number): number => row * size + col;

/** The up to eight cells touching `cell`, diagonals included. */
export function neighbours(size: number, cell: number): number[] {
  const row = rowOf(size, cell);
  const col = colOf(size, cell);
  const result: number[] = [];
  for (let dRow = -1; dRow <= 1; dRow++) {
    for (let dCol = -1; dCol <= 1; dCol++) {
      if (dRow === 0 && dCol === 0) continue;
      const r = row + dRow;
      const c = col + dCol;
      if (r >= 0 && r < size && c >= 0 && c < size) result.push(cellAt(size, r, c));
    }
  }
  return result;
}

/** The four cells sharing an edge with `cell`. */
export function orthogonalNeighbours(size: number, cell: number): number[] {
  const row = rowOf(size, cell);
  const col = colOf(size, cell);
  const result: number[] = [];
  if (row > 0) result.push(cell - size);
  if (row < size - 1) result.push(cell + size);
  if (col > 0) result.push(cell - 1);
  if (col < size - 1) result.push(cell + 1);
  return result;
}

export function touching(size: number, a: number, b: number): boolean {
  return a !== b && Math.abs(rowOf(size, a) - rowOf(size, b)) <= 1 && Math.abs(colOf(size, a) - colOf(size, b)) <= 1;
}

/** Whether a queen on `a` rules out a queen on `b`: same row, column or region, or touching. */
export function attacks(puzzle: Pick<QueensPuzzle, 'size' | 'regions'>, a: number, b: number): boolean {
  if (a === b) return false;
  const { size, regions } = puzzle;
  return (
    rowOf(size, a) === rowOf(size, b) || colOf(size, a) === colOf(size, b) || regions[a] === regions[b] || touching(size, a, b)
  );
}

/** Cells of every region, indexed by region id. */
export function regionCells(puzzle: Pick<QueensPuzzle, 'size' | 'regions'>): number[][] {
  const cells: number[][] = Array.from({ length: puzzle.size }, () => []);
  puzzle.regions.forEach((region, cell) => cells[region].push(cell));
  return cells;
}

/** Renumbers region ids in reading order of their first cell, so region A is the one at the top left. */
export function normaliseRegions(regions: readonly number[]): number[] {
  const renumber = new Map<number, number>();
  return regions.map((region) => {
    let id = renumber.get(region);
    if (id === undefined) {
      id = renumber.size;
      renumber.set(region, id);
    }
    return id;
  });
}

/** Whether `cells` form one edge-connected piece. */
export function isConnected(size: number, cells: readonly number[]): boolean {
  if (cells.length === 0) return false;
  const inSet = new Set(cells);
  const seen = new Set<number>([cells[0]]);
  const stack = [cells[0]];
  while (stack.length > 0) {
    const cell = stack.pop()!;
    for (const next of orthogonalNeighbours(size, cell)) {
      if (inSet.has(next) && !seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return seen.size === inSet.size;
}

/** Structural check of a puzzle (used to validate saved games): sizes, region ids, connected regions. */
export function isValidLayout(size: number, regions: readonly number[]): boolean {
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE || regions.length !== size * size) return false;
  if (!regions.every((region) => Number.isInteger(region) && region >= 0 && region < size)) return false;
  return regionCells({ size, regions }).every((cells) => isConnected(size, cells));
}
