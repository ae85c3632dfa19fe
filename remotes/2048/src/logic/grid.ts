/** Board sizes players can choose; 4 is the classic game. */
export const BOARD_SIZES = [3, 4, 5, 6] as const;
export type BoardSize = (typeof BOARD_SIZES)[number];
export const DEFAULT_SIZE: BoardSize = 4;

export function isBoardSize(value: unknown): value is BoardSize {
  return BOARD_SIZES.includes(value as BoardSize);
}

export interface Position {
  row: number;
  col: number;
}

/**
 * A tile on the board. Ids stay with a tile while it slides, so a view can animate it;
 * a merge creates a new tile whose `mergedFrom` holds the two tiles it replaced (at their
 * new position), and a spawned tile is marked `isNew`.
 */
export interface Tile extends Position {
  id: number;
  value: number;
  mergedFrom?: readonly [Tile, Tile];
  isNew?: boolean;
}

/** A square board, cells in row-major order (index = row * size + col). */
export interface Grid {
  size: BoardSize;
  cells: ReadonlyArray<Tile | null>;
}

export function emptyGrid(size: BoardSize): Grid {
  return { size, cells: new Array<Tile | null>(size * size).fill(null) };
}

export function tileAt(grid: Grid, row: number, col: number): Tile | null {
  return grid.cells[row * grid.size + col] ?? null;
}

export function tilesOf(grid: Grid): Tile[] {
  return grid.cells.filter((cell): cell is Tile => cell !== null);
}

export function emptyPositions(grid: Grid): Position[] {
  const positions: Position[] = [];
  grid.cells.forEach((cell, index) => {
    if (cell === null) positions.push({ row: Math.floor(index / grid.size), col: index % grid.size });
  });
  return positions;
}

/** A copy of the grid with the tile placed at its own row and col. */
export function withTile(grid: Grid, tile: Tile): Grid {
  const cells = grid.cells.slice();
  cells[tile.row * grid.size + tile.col] = tile;
  return { size: grid.size, cells };
}

/** Tile values in row-major order, 0 for an empty cell: the compact form used for saving and tests. */
export function gridValues(grid: Grid): number[] {
  return grid.cells.map((cell) => cell?.value ?? 0);
}

/** Builds a grid from values (0 = empty), numbering tiles from firstId. */
export function gridFromValues(size: BoardSize, values: readonly number[], firstId = 1): { grid: Grid; nextId: number } {
  if (values.length !== size * size) throw new RangeError(`expected ${size * size} values, got ${values.length}`);
  let nextId = firstId;
  const cells = values.map((value, index) =>
    value === 0 ? null : { id: nextId++, value, row: Math.floor(index / size), col: index % size },
  );
  return { grid: { size, cells }, nextId };
}

export function maxTileValue(grid: Grid): number {
  return grid.cells.reduce((max, cell) => Math.max(max, cell?.value ?? 0), 0);
}

/** '4×4': how a board size reads. */
export const sizeLabel = (size: number) => `${size}×${size}`;
