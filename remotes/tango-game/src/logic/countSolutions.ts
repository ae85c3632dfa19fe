// The uniqueness check: counts the solutions of a Tango puzzle row by row, stopping at the limit.
import type { SolutionCount } from '@games/shared/game-kit/puzzle';
import { linePatterns, patternKeepsSigns } from './lines';
import { MOON, SUN, type Board, type CellValue, type TangoPuzzle } from './types';

export type TangoClues = Pick<TangoPuzzle, 'size' | 'givens' | 'signs'>;

/**
 * Counts solutions up to `limit` (default 2). Each row is one of the few valid line patterns that fit
 * its givens and its = / × signs; columns are checked as rows are stacked (counts, triples, vertical signs).
 */
export function countSolutions(puzzle: TangoClues, limit = 2): SolutionCount<Board> {
  const { size, givens, signs } = puzzle;
  const half = size / 2;
  const full = (1 << size) - 1;
  const rowEqual = new Array<number>(size).fill(0);
  const rowOpposite = new Array<number>(size).fill(0);
  // Vertical signs between row r and r + 1, as column bit masks.
  const downEqual = new Array<number>(size).fill(0);
  const downOpposite = new Array<number>(size).fill(0);
  for (const sign of signs) {
    if (sign.direction === 'right') {
      if (sign.kind === 'equal') rowEqual[sign.row] |= 1 << sign.col;
      else rowOpposite[sign.row] |= 1 << sign.col;
    } else if (sign.kind === 'equal') downEqual[sign.row] |= 1 << sign.col;
    else downOpposite[sign.row] |= 1 << sign.col;
  }

  const candidates: number[][] = [];
  for (let row = 0; row < size; row++) {
    let suns = 0;
    let moons = 0;
    for (let col = 0; col < size; col++) {
      const value = givens[row * size + col];
      if (value === SUN) suns |= 1 << col;
      else if (value === MOON) moons |= 1 << col;
    }
    candidates.push(
      linePatterns(size).filter(
        (pattern) => (pattern & suns) === suns && (pattern & moons) === 0 && patternKeepsSigns(pattern, rowEqual[row], rowOpposite[row]),
      ),
    );
  }

  const chosen = new Array<number>(size).fill(0);
  const columnSuns = new Array<number>(size).fill(0);
  let count = 0;
  let first: number[] | undefined;

  const search = (row: number): void => {
    if (row === size) {
      count++;
      if (!first) first = chosen.slice();
      return;
    }
    const above = row > 0 ? chosen[row - 1] : -1;
    const twoAbove = row > 1 ? chosen[row - 2] : -1;
    for (const pattern of candidates[row]) {
      if (row > 0) {
        const differs = above ^ pattern;
        if ((differs & downEqual[row - 1]) !== 0 || (differs & downOpposite[row - 1]) !== downOpposite[row - 1]) continue;
        if (row > 1 && ((twoAbove & above & pattern) !== 0 || (~twoAbove & ~above & ~pattern & full) !== 0)) continue;
      }
      let fits = true;
      for (let col = 0; col < size; col++) {
        const suns = columnSuns[col] + ((pattern >> col) & 1);
        if (suns > half || row + 1 - suns > half) {
          fits = false;
          break;
        }
      }
      if (!fits) continue;
      for (let col = 0; col < size; col++) columnSuns[col] += (pattern >> col) & 1;
      chosen[row] = pattern;
      search(row + 1);
      for (let col = 0; col < size; col++) columnSuns[col] -= (pattern >> col) & 1;
      if (count >= limit) return;
    }
  };
  search(0);

  const solution = first && rowsToBoard(first, size);
  return solution ? { count, solution } : { count };
}

export function rowsToBoard(rows: readonly number[], size: number): CellValue[] {
  const board: CellValue[] = [];
  for (const pattern of rows) {
    for (let col = 0; col < size; col++) board.push((pattern >> col) & 1 ? SUN : MOON);
  }
  return board;
}
