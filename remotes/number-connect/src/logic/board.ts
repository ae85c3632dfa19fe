/** The 2248 board: 5 columns by 8 rows of power-of-two tiles, row by row from the top (0 = empty, only between moves). */
export const COLS = 5;
export const ROWS = 8;
export const CELL_COUNT = COLS * ROWS;

export type Cells = readonly number[];

export interface Cell {
  row: number;
  col: number;
}

export const indexOf = (row: number, col: number) => row * COLS + col;
export const cellOf = (index: number): Cell => ({ row: Math.floor(index / COLS), col: index % COLS });
export const inBoard = (row: number, col: number) => row >= 0 && row < ROWS && col >= 0 && col < COLS;

/** The 8 neighbours (diagonals included) of a cell, as indexes. */
export function neighbours(index: number): number[] {
  const { row, col } = cellOf(index);
  const found: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if ((dr || dc) && inBoard(row + dr, col + dc)) found.push(indexOf(row + dr, col + dc));
    }
  }
  return found;
}

export function areNeighbours(a: number, b: number): boolean {
  if (a === b) return false;
  const x = cellOf(a);
  const y = cellOf(b);
  return Math.abs(x.row - y.row) <= 1 && Math.abs(x.col - y.col) <= 1;
}

export const isPowerOfTwo = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 2 && ((value as number) & ((value as number) - 1)) === 0;
export const exponentOf = (value: number) => Math.round(Math.log2(value));

export const maxValue = (cells: Cells) => cells.reduce((max, value) => Math.max(max, value), 0);

/** Short labels for big tiles, as 2248 shows them: 1024 → 1K, 2097152 → 2M. */
export function tileLabel(value: number): string {
  if (value >= 1 << 30) return `${value / (1 << 30)}G`;
  if (value >= 1 << 20) return `${value / (1 << 20)}M`;
  if (value >= 1 << 10) return `${value / (1 << 10)}K`;
  return String(value);
}
