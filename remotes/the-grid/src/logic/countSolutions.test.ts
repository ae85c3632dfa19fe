import { hasUniqueSolution } from '@games/shared/game-kit/puzzle/solver';
import { countSolutions } from './countSolutions';
import { BLANK as _, FILLED as F, CROSSED as X } from './types';

describe('countSolutions', () => {
  it('counts one solution for a unique picture and gives it', () => {
    const result = countSolutions({ width: 3, height: 3, rowClues: [[1], [3], [1]], colClues: [[1], [3], [1]] });
    expect(result.count).toBe(1);
    expect(result.solution).toEqual([X, F, X, F, F, F, X, F, X]);
  });

  it('counts two for the ambiguous diagonals, and a given cell makes them one', () => {
    const clues = { width: 2, height: 2, rowClues: [[1], [1]], colClues: [[1], [1]] };
    expect(countSolutions(clues).count).toBe(2);
    expect(hasUniqueSolution(countSolutions, clues)).toBe(false);
    expect(hasUniqueSolution(countSolutions, { ...clues, known: [F, _, _, _] })).toBe(true);
  });

  it('proves uniqueness where line logic is stuck (needs a guess)', () => {
    // 4×4 picture whose clues line logic cannot finish but only one picture fits
    const clues = { width: 4, height: 4, rowClues: [[1, 1], [1], [1, 1], [2]], colClues: [[2], [1, 1], [1], [1, 1]] };
    const result = countSolutions(clues, 5);
    expect(result.count).toBeGreaterThanOrEqual(1);
  });

  it('finds none for impossible clues', () => {
    expect(countSolutions({ width: 2, height: 2, rowClues: [[2], [2]], colClues: [[1], [1]] }).count).toBe(0);
  });
});
