// A Flow board: an N×N grid (cell = row * size + col) and pairs of endpoints, one pair per colour.

export interface FlowPuzzle {
  size: number;
  /** ends[k] holds the two endpoint cells of colour k. */
  ends: Array<[number, number]>;
}

export const rowOf = (cell: number, size: number): number => Math.floor(cell / size);
export const colOf = (cell: number, size: number): number => cell % size;

/** The four orthogonal neighbours of a cell inside the grid. */
export function neighboursOf(cell: number, size: number): number[] {
  const row = rowOf(cell, size);
  const col = colOf(cell, size);
  const list: number[] = [];
  if (row > 0) list.push(cell - size);
  if (col < size - 1) list.push(cell + 1);
  if (row < size - 1) list.push(cell + size);
  if (col > 0) list.push(cell - 1);
  return list;
}

export function areAdjacent(a: number, b: number, size: number): boolean {
  return Math.abs(rowOf(a, size) - rowOf(b, size)) + Math.abs(colOf(a, size) - colOf(b, size)) === 1;
}

/** For each cell, the colour whose endpoint it is, else -1. */
export function endpointColours(puzzle: FlowPuzzle): Int16Array {
  const colour = new Int16Array(puzzle.size * puzzle.size).fill(-1);
  puzzle.ends.forEach(([a, b], k) => {
    colour[a] = k;
    colour[b] = k;
  });
  return colour;
}

export function isFlowPuzzle(value: unknown): value is FlowPuzzle {
  if (typeof value !== 'object' || value === null) return false;
  const { size, ends } = value as Partial<FlowPuzzle>;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 3 || size > 16 || !Array.isArray(ends) || ends.length < 1) return false;
  const seen = new Set<number>();
  for (const pair of ends) {
    if (!Array.isArray(pair) || pair.length !== 2) return false;
    for (const cell of pair) {
      if (!Number.isInteger(cell) || cell < 0 || cell >= size * size || seen.has(cell)) return false;
      seen.add(cell);
    }
  }
  return true;
}

/** "B3": column letter and row number, for announcements. */
export function cellName(cell: number, size: number): string {
  return `${String.fromCharCode(65 + colOf(cell, size))}${rowOf(cell, size) + 1}`;
}
