import { describeSumsMove } from './announce';
import { applySumsMove, initialBoard } from './rules';
import { ERASED as E, type CrossSumsPuzzle } from './types';

const puzzle: CrossSumsPuzzle = {
  size: 3, digits: [1, 2, 3, 4, 5, 6, 7, 8, 9], rowSums: [4, 5, 15], colSums: [8, 13, 3], cages: [], solution: [1, 0, 1, 0, 1, 0, 1, 1, 0],
};

describe('describeSumsMove', () => {
  it('names the erased digit and the lines that now add up', () => {
    const before = initialBoard(puzzle);
    const after = applySumsMove(puzzle, before, { cell: 1, mark: E, checked: true });
    expect(describeSumsMove(puzzle, before, after, 3)).toBe('2 at row 1, column 2 erased. Row 1, Column 2 adds up.');
  });

  it('tells a slip and the lives left', () => {
    const before = initialBoard(puzzle);
    const after = applySumsMove(puzzle, before, { cell: 0, mark: E, checked: true });
    expect(describeSumsMove(puzzle, before, after, 2)).toBe('Wrong: the 1 at row 1, column 1 is needed. 2 lives left.');
    expect(describeSumsMove(puzzle, before, before, 2)).toBeNull();
  });
});
