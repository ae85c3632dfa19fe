// Which placed queens clash: one queen per row, column and region, and no two queens touching (diagonals included).
import { attacks, colOf, rowOf, type QueensPuzzle } from './board';
import { regionName } from './regionNames';

type Layout = Pick<QueensPuzzle, 'size' | 'regions'>;

/** Queens that clash with at least one other queen (same row, column or region, or touching). */
export function conflictingQueens(puzzle: Layout, queens: readonly number[]): Set<number> {
  const clashing = new Set<number>();
  for (let i = 0; i < queens.length; i++) {
    for (let j = i + 1; j < queens.length; j++) {
      if (attacks(puzzle, queens[i], queens[j])) {
        clashing.add(queens[i]);
        clashing.add(queens[j]);
      }
    }
  }
  return clashing;
}

/** Cells ruled out by the placed queens (each queen's row, column, region and touching cells), queens excluded. */
export function cellsRuledOut(puzzle: Layout, queens: readonly number[]): Set<number> {
  const ruledOut = new Set<number>();
  const queenSet = new Set(queens);
  for (let cell = 0; cell < puzzle.size * puzzle.size; cell++) {
    if (queenSet.has(cell)) continue;
    if (queens.some((queen) => attacks(puzzle, queen, cell))) ruledOut.add(cell);
  }
  return ruledOut;
}

/** A full, valid placement: exactly `size` queens and no two in conflict. */
export function isSolved(puzzle: Layout, queens: readonly number[]): boolean {
  return queens.length === puzzle.size && conflictingQueens(puzzle, queens).size === 0;
}

/** The first rule two placed queens break, in words for the board's message line; null when none clash. */
export function describeClash(puzzle: Layout, queens: readonly number[]): string | null {
  const { size, regions } = puzzle;
  const where = (cell: number) => `row ${rowOf(size, cell) + 1}, column ${colOf(size, cell) + 1}`;
  for (let i = 0; i < queens.length; i++) {
    for (let j = i + 1; j < queens.length; j++) {
      const [a, b] = [queens[i], queens[j]];
      if (!attacks(puzzle, a, b)) continue;
      if (rowOf(size, a) === rowOf(size, b)) return `Row ${rowOf(size, a) + 1} has two queens.`;
      if (colOf(size, a) === colOf(size, b)) return `Column ${colOf(size, a) + 1} has two queens.`;
      if (regions[a] === regions[b]) return `The ${regionName(regions[a])} has two queens.`;
      return `The queens at ${where(a)} and ${where(b)} touch.`;
    }
  }
  return null;
}
