import { hasUniqueSolution, type CountSolutions } from './solver';

// A toy puzzle: find the numbers in a list that equal the target.
const countMatches: CountSolutions<{ items: number[]; target: number }, number> = (puzzle, limit = 2) => {
  let count = 0;
  let solution: number | undefined;
  for (const [index, item] of puzzle.items.entries()) {
    if (item !== puzzle.target) continue;
    if (count === 0) solution = index;
    count++;
    if (count >= limit) break;
  }
  return { count, solution };
};

describe('hasUniqueSolution', () => {
  it('is true for exactly one solution', () => {
    expect(hasUniqueSolution(countMatches, { items: [1, 2, 3], target: 2 })).toBe(true);
  });

  it('is false for none or several', () => {
    expect(hasUniqueSolution(countMatches, { items: [1, 2, 3], target: 5 })).toBe(false);
    expect(hasUniqueSolution(countMatches, { items: [2, 2, 2], target: 2 })).toBe(false);
  });

  it('asks the solver to stop at two', () => {
    const limits: Array<number | undefined> = [];
    const spy: CountSolutions<null, null> = (_puzzle, limit) => {
      limits.push(limit);
      return { count: 1, solution: null };
    };
    hasUniqueSolution(spy, null);
    expect(limits).toEqual([2]);
  });
});
