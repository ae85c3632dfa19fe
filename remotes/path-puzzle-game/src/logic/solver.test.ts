import { edgeId } from './board';
import { countSolutions, hasUniqueSolution } from './solver';

describe('the counting solver', () => {
  it('finds the one solution of a board of straight rows', () => {
    const result = countSolutions({ size: 3, ends: [[0, 2], [3, 5], [6, 8]] });
    expect(result.count).toBe(1);
    expect(result.solution).toEqual([[0, 1, 2], [3, 4, 5], [6, 7, 8]]);
  });

  it('counts two solutions where a single pair can snake two ways', () => {
    expect(countSolutions({ size: 3, ends: [[0, 8]] }).count).toBe(2);
    expect(hasUniqueSolution({ size: 3, ends: [[0, 8]] })).toBe(false);
  });

  it('finds none when the pairs cannot cover the board', () => {
    // Two pairs on a 3×3 whose straight joins leave the bottom row empty, and no cover exists otherwise.
    expect(countSolutions({ size: 3, ends: [[0, 1], [3, 4]] }).count).toBe(0);
  });

  it('never lets two colours share a pipe or pipes cross', () => {
    // 2×2: A on the top row, B on the bottom row: one way only.
    expect(countSolutions({ size: 2, ends: [[0, 1], [2, 3]] }).count).toBe(1);
    // Crossed pairs on a 2×2 cannot be joined.
    expect(countSolutions({ size: 2, ends: [[0, 3], [1, 2]] }).count).toBe(0);
  });

  it('never lets a pipe cross a wall', () => {
    // 3×3 with one pair from corner to corner: two snakes; a wall between cells 0 and 1 leaves the one that starts down.
    const open = { size: 3, ends: [[0, 8]] as Array<[number, number]> };
    expect(countSolutions(open).count).toBe(2);
    const walled = { ...open, walls: [edgeId(0, 1)] };
    const result = countSolutions(walled);
    expect(result.count).toBe(1);
    expect(result.solution).toEqual([[0, 3, 6, 7, 4, 1, 2, 5, 8]]);
    expect(hasUniqueSolution({ ...open, walls: [edgeId(0, 1), edgeId(0, 3)] })).toBe(false);
  });
});
