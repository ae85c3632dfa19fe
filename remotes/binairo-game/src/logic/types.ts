// The shapes of a Binairo (Takuzu) puzzle: an even n×n grid of 0s and 1s.

export type Digit = 0 | 1;
/** A cell's content: 0, 1, or null when empty. */
export type Cell = Digit | null;
/** Cells in row-major order: index = row * size + col. */
export type Cells = readonly Cell[];

export interface BinairoPuzzle {
  /** Side length (even, 6 to 14). */
  size: number;
  /** Locked starting digits; null where the player fills in. */
  givens: Cells;
  /** The one solution. */
  solution: readonly Digit[];
}

export const other = (digit: Digit): Digit => (digit === 0 ? 1 : 0);

/** 'row 2, column 5' (1-based). */
export const cellName = (index: number, size: number): string => `row ${Math.floor(index / size) + 1}, column ${(index % size) + 1}`;
