import { COLS, ROWS } from './board';

/** A board from rows of values written top to bottom (tests); 0 is empty. */
export function boardFrom(rows: ReadonlyArray<ReadonlyArray<number>>): number[] {
  if (rows.length !== ROWS || rows.some((row) => row.length !== COLS)) throw new Error(`a board is ${ROWS} rows of ${COLS}`);
  return rows.flat();
}

export const EMPTY_ROW = [0, 0, 0, 0, 0] as const;
