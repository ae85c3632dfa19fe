import { countSolutions } from './solver';

describe('the counting solver', () => {
  it('counts two Numbrix solutions with only the ends given, one with a middle given', () => {
    expect(countSolutions({ size: 3, moves: 'orthogonal', givens: [1, 0, 0, 0, 0, 0, 0, 0, 9] }).count).toBe(2);
    const unique = countSolutions({ size: 3, moves: 'orthogonal', givens: [1, 0, 3, 0, 0, 0, 0, 0, 9] });
    expect(unique.count).toBe(1);
    expect(unique.solution).toEqual([1, 2, 3, 6, 5, 4, 7, 8, 9]);
  });

  it('allows diagonal steps in Hidato', () => {
    // 1 2 3 / 6 5 4 / 7 8 9 with the 4 and 7 given: Hidato has more routes than Numbrix.
    const givens = [1, 0, 0, 0, 0, 4, 7, 0, 9];
    expect(countSolutions({ size: 3, moves: 'orthogonal', givens }).count).toBe(1);
    expect(countSolutions({ size: 3, moves: 'king', givens }).count).toBe(2);
  });

  it('finds no solution when a given is out of reach', () => {
    expect(countSolutions({ size: 3, moves: 'orthogonal', givens: [1, 0, 0, 0, 0, 0, 0, 0, 2] }).count).toBe(0);
  });
});
