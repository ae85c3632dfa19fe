import { hasUniqueSolution } from '@games/shared/game-kit/puzzle/solver';
import { countSolutions, deduce, deduceConstraint, findSolutions } from './solver';
import { ERASED as E, KEPT as K, OPEN as _, type Mark } from './types';

// 3×3: digits and the keep-mask [1,0,1 / 0,1,0 / 1,1,0]
const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const problem = { size: 3, digits, rowSums: [4, 5, 15], colSums: [8, 13, 3], cages: [] };

describe('deduceConstraint', () => {
  it('keeps digits every way needs and erases digits no way uses', () => {
    // cells 0,1,2 = 1,2,3 with sum 5: only 2+3
    expect(deduceConstraint({ cells: [0, 1, 2], sum: 5 }, digits, [_, _, _, _, _, _, _, _, _])).toEqual([E, K, K]);
    // sum 3: 1+2 or 3 → nothing settled
    expect(deduceConstraint({ cells: [0, 1, 2], sum: 3 }, digits, new Array<Mark>(9).fill(_))).toEqual([_, _, _]);
  });

  it('counts kept digits and finds contradictions', () => {
    expect(deduceConstraint({ cells: [0, 1, 2], sum: 4 }, digits, [K, _, _, _, _, _, _, _, _])).toEqual([K, E, K]);
    expect(deduceConstraint({ cells: [0, 1, 2], sum: 7 }, digits, [_, _, _, _, _, _, _, _, _])).toBeNull();
    expect(deduceConstraint({ cells: [0, 1], sum: 1 }, digits, [K, E, _, _, _, _, _, _, _])).toEqual([K, E]);
    expect(deduceConstraint({ cells: [0, 1], sum: 2 }, digits, [K, E, _, _, _, _, _, _, _])).toBeNull();
  });
});

describe('solving', () => {
  it('deduces a line-logic puzzle and counts its one solution', () => {
    const marks = new Array<Mark>(9).fill(_);
    expect(deduce(problem, marks)).toBe('solved');
    expect(marks).toEqual([K, E, K, E, K, E, K, K, E]);
    expect(countSolutions(problem)).toEqual({ count: 1, solution: [1, 0, 1, 0, 1, 0, 1, 1, 0] });
    expect(hasUniqueSolution(countSolutions, problem)).toBe(true);
  });

  it('finds two keep-masks when equal digits make the sums ambiguous, and a cage tells them apart', () => {
    const twins = { size: 3, digits: [1, 1, 9, 1, 1, 9, 9, 9, 9], rowSums: [1, 1, 0], colSums: [1, 1, 0], cages: [] };
    expect(findSolutions(twins, 5)).toHaveLength(2);
    expect(hasUniqueSolution(countSolutions, twins)).toBe(false);
    const caged = { ...twins, cages: [{ cells: [0, 1], sum: 1 }, { cells: [3, 4], sum: 1 }, { cells: [0, 3], sum: 1 }, { cells: [2, 5, 6, 7, 8], sum: 0 }] };
    // cells 0 and 4, or 1 and 3: the cage {0,3} does not separate them, {0,1}… neither; add {0} alone
    expect(findSolutions(caged, 5).length).toBe(2);
    expect(countSolutions({ ...caged, cages: [...caged.cages, { cells: [0], sum: 1 }] }).count).toBe(1);
  });
});
