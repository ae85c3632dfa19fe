// Number Sums: a grid of digits with a target for every row and column (and, on hard levels, every cage).
// The player keeps (circles) or erases digits; the kept digits must add up to every target.

/** A player's mark on a digit. */
export const OPEN = 0; // not decided yet
export const KEPT = 1; // circled: part of the sums
export const ERASED = 2; // rubbed out
export type Mark = typeof OPEN | typeof KEPT | typeof ERASED;

export interface Cage {
  /** Row-major cell indices, the first one (top-left) carries the sum. */
  cells: number[];
  /** Sum of the kept digits in the cage. */
  sum: number;
  /** Which of the cage colours it is drawn in (neighbouring cages differ). */
  colour: number;
}

export interface CrossSumsPuzzle {
  /** Cells per side. */
  size: number;
  /** Digits 1–9, row by row. */
  digits: number[];
  /** Target of each row (top to bottom) and each column (left to right). */
  rowSums: number[];
  colSums: number[];
  /** Coloured cages with their own sums (hard levels); [] otherwise. Together they cover the grid. */
  cages: Cage[];
  /** The one keep-mask: 1 kept, 0 erased. */
  solution: (0 | 1)[];
}

export interface CrossSumsBoard {
  marks: Mark[];
  /** Wrong actions so far (each costs a life when lives are on); a slip leaves the marks as they were. */
  slips: number;
  /** The cell of the last wrong action, shown until the next move; -1 for none. */
  slip: number;
}
