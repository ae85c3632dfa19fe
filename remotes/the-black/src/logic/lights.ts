// The Black (Lights Out): a square grid of tiles, each black or white (lit); pressing one flips it and its
// four orthogonal neighbours. The puzzle is solved when every tile is black.

/** The tiles row by row, true when white (lit), false when black. */
export type Lights = readonly boolean[];

export interface LightsOutPuzzle {
  /** Cells per side. */
  size: number;
  /** The tiles as dealt. */
  start: Lights;
  /** The fewest presses that turn this board black (the par). */
  par: number;
}

/** Index of the cell at row, col. */
export const cellIndex = (size: number, row: number, col: number): number => row * size + col;

/** The cell and its orthogonal neighbours on the board: what one press flips. */
export function pressedCells(size: number, index: number): number[] {
  const row = Math.floor(index / size);
  const col = index % size;
  const cells = [index];
  if (row > 0) cells.push(index - size);
  if (row < size - 1) cells.push(index + size);
  if (col > 0) cells.push(index - 1);
  if (col < size - 1) cells.push(index + 1);
  return cells;
}

/** The tiles after pressing one cell; the same tiles when the index is off the board. */
export function press(size: number, lights: Lights, index: number): Lights {
  if (!Number.isInteger(index) || index < 0 || index >= size * size) return lights;
  const next = [...lights];
  for (const cell of pressedCells(size, index)) next[cell] = !next[cell];
  return next;
}

/** The tiles after pressing each of `cells` in turn. */
export const pressAll = (size: number, lights: Lights, cells: readonly number[]): Lights =>
  cells.reduce((board, cell) => press(size, board, cell), lights);

/** How many tiles are still white. */
export const litCount = (lights: Lights): number => lights.filter(Boolean).length;

/** Solved: every tile black. */
export const isAllOff = (lights: Lights): boolean => lights.every((lit) => !lit);
