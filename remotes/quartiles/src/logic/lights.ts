// Lights Out: a square grid of lights; pressing one toggles it and its four orthogonal neighbours.
// The puzzle is solved when every light is off.

/** The lights row by row, true when lit. */
export type Lights = readonly boolean[];

export interface LightsOutPuzzle {
  /** Cells per side. */
  size: number;
  /** The lights as dealt. */
  start: Lights;
}

/** Index of the cell at row, col. */
export const cellIndex = (size: number, row: number, col: number): number => row * size + col;

/** The cell and its orthogonal neighbours on the board: what one press toggles. */
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

/** The lights after pressing one cell; the same lights when the index is off the board. */
export function press(size: number, lights: Lights, index: number): Lights {
  if (!Number.isInteger(index) || index < 0 || index >= size * size) return lights;
  const next = [...lights];
  for (const cell of pressedCells(size, index)) next[cell] = !next[cell];
  return next;
}

export const litCount = (lights: Lights): number => lights.filter(Boolean).length;

export const isAllOff = (lights: Lights): boolean => lights.every((lit) => !lit);
