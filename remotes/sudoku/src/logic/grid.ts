// The 9×9 board: cells are numbered 0..80 row by row; a value of 0 means empty.

/** 81 digits, 0 for an empty cell. */
export type Grid = readonly number[];

export const SIZE = 9;
export const CELL_COUNT = 81;
/** Bitmask with the bits of digits 1..9 set (bit d-1 stands for digit d). */
export const ALL_DIGITS = 0x1ff;

export const rowOf = (cell: number): number => Math.floor(cell / SIZE);
export const colOf = (cell: number): number => cell % SIZE;
export const boxOf = (cell: number): number => Math.floor(rowOf(cell) / 3) * 3 + Math.floor(colOf(cell) / 3);
export const cellAt = (row: number, col: number): number => row * SIZE + col;

/** Human name of a cell as players write it: r3c5 (row 3, column 5, both from 1). */
export const cellName = (cell: number): string => `r${rowOf(cell) + 1}c${colOf(cell) + 1}`;

export type UnitKind = 'row' | 'column' | 'box';
export interface Unit {
  kind: UnitKind;
  /** 0..8 within its kind. */
  index: number;
  cells: readonly number[];
}

const range9 = Array.from({ length: SIZE }, (_, i) => i);

export const ROWS: readonly (readonly number[])[] = range9.map((r) => range9.map((c) => cellAt(r, c)));
export const COLUMNS: readonly (readonly number[])[] = range9.map((c) => range9.map((r) => cellAt(r, c)));
export const BOXES: readonly (readonly number[])[] = range9.map((b) =>
  range9.map((i) => cellAt(Math.floor(b / 3) * 3 + Math.floor(i / 3), (b % 3) * 3 + (i % 3))),
);

/** All 27 units: rows, then columns, then boxes. */
export const UNITS: readonly Unit[] = [
  ...ROWS.map((cells, index) => ({ kind: 'row' as const, index, cells })),
  ...COLUMNS.map((cells, index) => ({ kind: 'column' as const, index, cells })),
  ...BOXES.map((cells, index) => ({ kind: 'box' as const, index, cells })),
];

/** The 20 cells that share a row, column or box with each cell. */
export const PEERS: readonly (readonly number[])[] = Array.from({ length: CELL_COUNT }, (_, cell) => {
  const peers = new Set<number>([...ROWS[rowOf(cell)], ...COLUMNS[colOf(cell)], ...BOXES[boxOf(cell)]]);
  peers.delete(cell);
  return [...peers];
});

export const unitName = (unit: Unit): string => `${unit.kind} ${unit.index + 1}`;

export const bit = (digit: number): number => 1 << (digit - 1);
export const hasDigit = (mask: number, digit: number): boolean => (mask & bit(digit)) !== 0;

/** Number of digits in a candidate mask. */
export function popcount(mask: number): number {
  let count = 0;
  while (mask) {
    mask &= mask - 1;
    count++;
  }
  return count;
}

/** The digits of a candidate mask, ascending. */
export function digitsOf(mask: number): number[] {
  const digits: number[] = [];
  for (let d = 1; d <= SIZE; d++) if (mask & bit(d)) digits.push(d);
  return digits;
}

/** The only digit of a single-bit mask. */
export const singleDigit = (mask: number): number => 31 - Math.clz32(mask) + 1;

export function isGrid(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length === CELL_COUNT &&
    value.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= SIZE)
  );
}

/** Reads 81 characters: digits 1-9, and 0 or . for empty cells (whitespace is ignored). */
export function parseGrid(text: string): number[] {
  const chars = text.replace(/\s/g, '');
  if (chars.length !== CELL_COUNT || !/^[0-9.]+$/.test(chars)) throw new Error('A grid needs 81 digits or dots');
  return [...chars].map((ch) => (ch === '.' ? 0 : Number(ch)));
}

export const formatGrid = (grid: Grid): string => grid.map((v) => (v === 0 ? '.' : String(v))).join('');
