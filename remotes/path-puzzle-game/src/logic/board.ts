// A Flow board: an N×N grid (cell = row * size + col) and pairs of endpoints, one pair per colour; some boards
// have walls between cells, others bridges: cells where one pipe passes straight across and another straight
// under (two lanes, each covered like a cell of its own).

export interface FlowPuzzle {
  size: number;
  /** ends[k] holds the two endpoint cells of colour k. */
  ends: Array<[number, number]>;
  /** Walls: edges between two cells (edgeId) that no pipe may cross. */
  walls?: number[];
  /**
   * Bridge cells: never a dot nor on the border, no wall beside them. Each has two lanes, across (left to
   * right) and down (top to bottom); a pipe on a bridge goes straight through along one lane, and the board is
   * only full when both lanes of every bridge are used.
   */
  bridges?: number[];
}

/** The id of the edge between two orthogonal neighbours: 2·(lower cell) for a step right, +1 for a step down. */
export const edgeId = (a: number, b: number): number => {
  const low = Math.min(a, b);
  return Math.abs(a - b) === 1 ? low * 2 : low * 2 + 1;
};

/** The two cells an edge joins. */
export const edgeCells = (edge: number, size: number): [number, number] => {
  const low = edge >> 1;
  return edge & 1 ? [low, low + size] : [low, low + 1];
};

/** Whether an edge id names a real edge inside the grid. */
export function isEdge(edge: number, size: number): boolean {
  if (!Number.isInteger(edge) || edge < 0) return false;
  const low = edge >> 1;
  if (low >= size * size) return false;
  return edge & 1 ? low + size < size * size : low % size !== size - 1;
}

const wallCache = new WeakMap<FlowPuzzle, Set<number>>();

export function wallSet(puzzle: FlowPuzzle): Set<number> {
  let set = wallCache.get(puzzle);
  if (!set) {
    set = new Set(puzzle.walls ?? []);
    wallCache.set(puzzle, set);
  }
  return set;
}

const bridgeCache = new WeakMap<FlowPuzzle, Set<number>>();

export function bridgeSet(puzzle: FlowPuzzle): Set<number> {
  let set = bridgeCache.get(puzzle);
  if (!set) {
    set = new Set(puzzle.bridges ?? []);
    bridgeCache.set(puzzle, set);
  }
  return set;
}

/** A bridge's two lanes. */
export type Lane = 'across' | 'down';

/** The lane a step between two orthogonal neighbours runs along. */
export const laneOf = (a: number, b: number): Lane => (Math.abs(a - b) === 1 ? 'across' : 'down');

/**
 * The lane a path uses on its cell at `index` (a bridge), read from the step into it, or out of it when it is
 * the first cell; null for a lone cell.
 */
export function laneAt(path: readonly number[], index: number): Lane | null {
  if (index > 0) return laneOf(path[index - 1], path[index]);
  return path.length > 1 ? laneOf(path[0], path[1]) : null;
}

/** Cells a full board covers: every cell once, every bridge twice (one pipe per lane). */
export const coverTotal = (puzzle: FlowPuzzle): number => puzzle.size * puzzle.size + (puzzle.bridges?.length ?? 0);

/** For each cell, the neighbours a pipe may step to (no wall between). */
export function openNeighbours(puzzle: FlowPuzzle): number[][] {
  const walls = wallSet(puzzle);
  return Array.from({ length: puzzle.size * puzzle.size }, (_, cell) => neighboursOf(cell, puzzle.size).filter((n) => !walls.has(edgeId(cell, n))));
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
  const { size, ends, walls, bridges } = value as Partial<FlowPuzzle>;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 3 || size > 16 || !Array.isArray(ends) || ends.length < 1) return false;
  if (walls !== undefined && (!Array.isArray(walls) || !walls.every((edge) => isEdge(edge, size)))) return false;
  const seen = new Set<number>();
  for (const pair of ends) {
    if (!Array.isArray(pair) || pair.length !== 2) return false;
    for (const cell of pair) {
      if (!Number.isInteger(cell) || cell < 0 || cell >= size * size || seen.has(cell)) return false;
      seen.add(cell);
    }
  }
  if (bridges === undefined) return true;
  if (!Array.isArray(bridges)) return false;
  const wallEdges = new Set(walls ?? []);
  // A bridge sits inside the board, off the dots, with all four sides open: both lanes can always be crossed.
  return bridges.every((cell) => {
    if (!Number.isInteger(cell) || seen.has(cell)) return false;
    seen.add(cell);
    const row = rowOf(cell, size);
    const col = colOf(cell, size);
    return row > 0 && col > 0 && row < size - 1 && col < size - 1 && neighboursOf(cell, size).every((n) => !wallEdges.has(edgeId(cell, n)));
  });
}

/** "B3": column letter and row number, for announcements. */
export function cellName(cell: number, size: number): string {
  return `${String.fromCharCode(65 + colOf(cell, size))}${rowOf(cell, size) + 1}`;
}
