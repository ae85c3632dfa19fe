import { hasUniqueSolution } from '@games/shared/game-kit/puzzle/solver';
import { countSolutions, findSolutions } from './solver';

const unique = { size: 4, regions: [0, 1, 1, 1, 0, 0, 2, 1, 3, 0, 2, 2, 3, 3, 3, 2] };

describe('counting solver', () => {
  it('finds the only solution of a unique layout', () => {
    expect(countSolutions(unique)).toEqual({ count: 1, solution: [2, 0, 3, 1] });
    expect(hasUniqueSolution(countSolutions, unique)).toBe(true);
  });

  it('counts up to the limit when regions allow several solutions', () => {
    // Regions as columns: both 4×4 non-touching placements are solutions.
    const columns = { size: 4, regions: Array.from({ length: 16 }, (_, cell) => cell % 4) };
    expect(findSolutions(columns, 10)).toEqual(expect.arrayContaining([[1, 3, 0, 2], [2, 0, 3, 1]]));
    expect(countSolutions(columns).count).toBe(2);
    expect(countSolutions(columns, 1).count).toBe(1);
    expect(hasUniqueSolution(countSolutions, columns)).toBe(false);
  });

  it('reports no solution when none exists', () => {
    expect(countSolutions({ size: 4, regions: new Array(16).fill(0).map((_, cell) => (cell < 13 ? 0 : cell - 12)) }).count).toBe(0);
  });
});
