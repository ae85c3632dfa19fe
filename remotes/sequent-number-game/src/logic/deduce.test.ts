import { solveByLogic } from './deduce';
import { generatePuzzle } from './generate';
import { countSolutions } from './solver';

describe('the logic grader', () => {
  it('solves a puzzle whose every number follows from the givens', () => {
    // 1 2 3 / 6 5 4 / 7 8 9 in Numbrix with the 3 given: 2 is between 1 and 3, and the rest follows.
    const result = solveByLogic({ size: 3, moves: 'orthogonal', givens: [1, 0, 3, 0, 0, 0, 0, 0, 9] });
    expect(result).toEqual({ solved: true, values: [1, 2, 3, 6, 5, 4, 7, 8, 9] });
  });

  it('stops where a guess would be needed, keeping what it has deduced', () => {
    // Only the ends given: two solutions (round either way), so no deduction fills the board.
    const result = solveByLogic({ size: 3, moves: 'orthogonal', givens: [1, 0, 0, 0, 0, 0, 0, 0, 9] });
    expect(result.solved).toBe(false);
    expect(result.values[0]).toBe(1);
    expect(result.values[8]).toBe(9);
    expect(result.values.filter((v) => v === 0)).toHaveLength(7);
  });

  it('finds no solution when a given is out of reach', () => {
    expect(solveByLogic({ size: 3, moves: 'orthogonal', givens: [1, 0, 0, 0, 0, 0, 0, 0, 2] }).solved).toBe(false);
    expect(solveByLogic({ size: 3, moves: 'king', givens: [1, 0, 0, 0, 0, 0, 0, 0, 3] }).solved).toBe(false);
  });

  it('only deduces numbers of the one solution, and leaves some unique puzzles to guessing', () => {
    let needGuess = 0;
    for (let i = 0; i < 10; i++) {
      const { puzzle, solution } = generatePuzzle(`grader-${i}`, 'hidato9');
      expect(countSolutions(puzzle).count).toBe(1);
      const result = solveByLogic(puzzle);
      result.values.forEach((v, cell) => {
        if (v !== 0) expect(v).toBe(solution[cell]);
      });
      if (!result.solved) needGuess++;
    }
    // The 9×9 level may need guessing, and its puzzles mostly do: the grader is not a counting solver.
    expect(needGuess).toBeGreaterThan(0);
  });
});
