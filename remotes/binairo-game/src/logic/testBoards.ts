// Boards for the tests, written as rows of '0', '1' and '.' (empty).
import type { Cell } from './types';

export function parseBoard(rows: readonly string[]): Cell[] {
  return rows.flatMap((row) => [...row].map((ch) => (ch === '.' ? null : ch === '1' ? 1 : 0)));
}
