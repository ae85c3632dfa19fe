/** The Merge & Double board: 5 columns by 7 rows, row by row from the top; 0 is empty. Blocks rest at the bottom. */
export const COLS = 5;
export const ROWS = 7;
export const CELL_COUNT = COLS * ROWS;

export type Cells = readonly number[];

export const indexOf = (row: number, col: number) => row * COLS + col;
export const rowOf = (index: number) => Math.floor(index / COLS);
export const colOf = (index: number) => index % COLS;

/** The up to 4 orthogonal neighbours of a cell. */
export function orthogonalNeighbours(index: number): number[] {
  const row = rowOf(index);
  const col = colOf(index);
  const found: number[] = [];
  if (row > 0) found.push(index - COLS);
  if (row < ROWS - 1) found.push(index + COLS);
  if (col > 0) found.push(index - 1);
  if (col < COLS - 1) found.push(index + 1);
  return found;
}

/** How many blocks a column holds. */
export function columnHeight(cells: Cells, col: number): number {
  let height = 0;
  for (let row = 0; row < ROWS; row++) if (cells[indexOf(row, col)]) height++;
  return height;
}

/** The column's top block (index), or -1 for an empty column. */
export function topOf(cells: Cells, col: number): number {
  for (let row = 0; row < ROWS; row++) if (cells[indexOf(row, col)]) return indexOf(row, col);
  return -1;
}

export const isPowerOfTwo = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 2 && ((value as number) & ((value as number) - 1)) === 0;
export const exponentOf = (value: number) => Math.round(Math.log2(value));
export const maxValue = (cells: Cells) => cells.reduce((max, value) => Math.max(max, value), 0);

/** Short labels for big blocks: 1024 → 1K, 2097152 → 2M. */
export function blockLabel(value: number): string {
  if (value >= 1 << 30) return `${value / (1 << 30)}G`;
  if (value >= 1 << 20) return `${value / (1 << 20)}M`;
  if (value >= 1 << 10) return `${value / (1 << 10)}K`;
  return String(value);
}
