import { hasUniqueSolution } from '@games/shared/game-kit/puzzle/solver';
import { isSolved } from './conflicts';
import { countSolutions } from './countSolutions';
import { linePatterns } from './patterns';
import { parseBoard } from './testBoards';
import type { Cell, Digit } from './types';

/** Every valid 6×6 grid, by brute force over rows: independent of the deductions the solver uses. */
function allGrids6(): Digit[][] {
  const patterns = linePatterns(6);
  const grids: Digit[][] = [];
  const rows: number[] = [];
  const build = () => {
    if (rows.length === 6) {
      const cells = rows.flatMap((row) => Array.from({ length: 6 }, (_, col) => ((row >> col) & 1) as Digit));
      if (isSolved(6, cells)) grids.push(cells);
      return;
    }
    for (const pattern of patterns) {
      rows.push(pattern);
      // Prune columns as rows stack up: no three alike, no more than three of a digit.
      const r = rows.length;
      const columnsFine = Array.from({ length: 6 }, (_, col) => {
        const bits = rows.map((row) => (row >> col) & 1);
        const ones = bits.reduce((a: number, b) => a + b, 0);
        const three = r >= 3 && bits[r - 1] === bits[r - 2] && bits[r - 2] === bits[r - 3];
        return ones <= 3 && r - ones <= 3 && !three;
      }).every(Boolean);
      if (columnsFine) build();
      rows.pop();
    }
  };
  build();
  return grids;
}

const GRIDS = allGrids6();
const bruteCount = (givens: readonly Cell[]) => GRIDS.filter((grid) => givens.every((given, i) => given === null || given === grid[i])).length;

describe('countSolutions', () => {
  it('finds every valid 6×6 grid from an empty board, as brute force does', () => {
    expect(countSolutions({ size: 6, givens: new Array(36).fill(null) }, 100_000).count).toBe(GRIDS.length);
  });

  it('agrees with brute force on boards with a few givens', () => {
    for (let k = 0; k < 40; k++) {
      const grid = GRIDS[(k * 37) % GRIDS.length];
      const givens = grid.map((digit, i) => ((i * 7 + k * 11) % 5 === 0 ? digit : null));
      expect(countSolutions({ size: 6, givens }, 1000).count).toBe(Math.min(1000, bruteCount(givens)));
    }
  });

  it('stops at the limit and returns the one solution of a unique puzzle', () => {
    expect(countSolutions({ size: 6, givens: new Array(36).fill(null) }).count).toBe(2);
    const solution = parseBoard(['100110', '010011', '101001', '101100', '010110', '011001']);
    const givens = solution.map((digit, i) => (i % 3 === 0 ? digit : null));
    if (bruteCount(givens) === 1) {
      expect(hasUniqueSolution(countSolutions, { size: 6, givens })).toBe(true);
      expect(countSolutions({ size: 6, givens }).solution).toEqual(solution);
    }
  });

  it('counts no solution for a broken board', () => {
    expect(countSolutions({ size: 6, givens: parseBoard(['111...', '......', '......', '......', '......', '......']) }).count).toBe(0);
  });
});
