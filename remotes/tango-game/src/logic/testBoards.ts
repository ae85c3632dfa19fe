// Boards written as text for tests: 'S' sun, 'M' moon, '.' empty; one string per row.
import { EMPTY, MOON, SUN, type CellValue } from './types';

export function parseBoard(rows: readonly string[]): CellValue[] {
  return rows.join('').split('').map((char) => (char === 'S' ? SUN : char === 'M' ? MOON : EMPTY));
}

/** A valid solved 6×6 board. */
export const SOLVED = parseBoard(['SSMSMM', 'MMSMSS', 'SMSSMM', 'MSMMSS', 'SMMSSM', 'MSSMMS']);
