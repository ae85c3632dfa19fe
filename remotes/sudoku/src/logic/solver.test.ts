import { createRandom } from '@games/shared/game-kit/random';
import { hasUniqueSolution } from '@games/shared/game-kit/puzzle/solver';
import { findConflicts } from './board';
import { parseGrid } from './grid';
import { countSolutions, randomFullGrid, solveUnique } from './solver';
import { EASY_PUZZLE, EASY_SOLUTION, ESCARGOT } from './testing';

describe('solver', () => {
  it('solves a known puzzle and finds it unique', () => {
    expect(solveUnique(parseGrid(EASY_PUZZLE))).toEqual(parseGrid(EASY_SOLUTION));
    expect(solveUnique(parseGrid(ESCARGOT))).not.toBeNull();
    expect(hasUniqueSolution(countSolutions, parseGrid(EASY_PUZZLE))).toBe(true);
  });

  it('stops counting at the limit', () => {
    const empty = new Array<number>(81).fill(0);
    expect(countSolutions(empty, 2).count).toBe(2);
    expect(countSolutions(empty, 5).count).toBe(5);
    expect(solveUnique(empty)).toBeNull();
  });

  it('reports no solution for a contradictory grid', () => {
    const grid = parseGrid(EASY_PUZZLE);
    grid[0] = grid[2]; // the same digit twice in row 1
    expect(countSolutions(grid).count).toBe(0);
  });

  it('builds valid random full grids, the same for the same seed', () => {
    const a = randomFullGrid(createRandom('x'));
    expect(a.includes(0)).toBe(false);
    expect(findConflicts(a).size).toBe(0);
    expect(randomFullGrid(createRandom('x'))).toEqual(a);
    expect(randomFullGrid(createRandom('y'))).not.toEqual(a);
  });
});
