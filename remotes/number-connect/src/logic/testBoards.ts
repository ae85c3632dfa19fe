import { COLS, ROWS } from './board';

/** A board from rows of values written top to bottom (tests). */
export function boardFrom(rows: ReadonlyArray<ReadonlyArray<number>>): number[] {
  if (rows.length !== ROWS || rows.some((row) => row.length !== COLS)) throw new Error(`a board is ${ROWS} rows of ${COLS}`);
  return rows.flat();
}

/** A board with no two equal neighbours (diagonals included): rows alternate two patterns of four values. */
export function stuckBoard(): number[] {
  const a = [2, 4, 8, 16, 2];
  const b = [32, 64, 128, 256, 32];
  return boardFrom(Array.from({ length: ROWS }, (_, row) => (row % 2 === 0 ? a : b)));
}
