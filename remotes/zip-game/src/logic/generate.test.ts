import { DIFFICULTIES, DIFFICULTY_CONFIG } from './difficulty';
import { generatePuzzle } from './generate';
import { gradeSolution } from './grade';
import { isHamiltonianPath } from './hamiltonianPath';
import { pathRules, isSolved } from './path';
import { findSolutions } from './solver';

const PUZZLES_PER_LEVEL = 50;

describe('generator', () => {
  for (const difficulty of DIFFICULTIES) {
    it(`deals ${PUZZLES_PER_LEVEL} ${difficulty} puzzles with exactly one solution, within the level`, () => {
      const config = DIFFICULTY_CONFIG[difficulty];
      for (let i = 0; i < PUZZLES_PER_LEVEL; i++) {
        const { puzzle, solution } = generatePuzzle(`unit-${i}`, difficulty);
        expect(puzzle.size).toBe(config.size);
        expect(isHamiltonianPath(solution, config.size)).toBe(true);
        expect(isSolved(pathRules(puzzle), solution)).toBe(true);
        const solutions = findSolutions(puzzle, 2);
        expect(solutions).toEqual([solution]);
        const { grade } = gradeSolution(puzzle, solution);
        if (config.hardestStep === 'forced') expect(grade.lookahead + grade.guess).toBe(0);
        if (config.hardestStep === 'lookahead') expect(grade.guess).toBe(0);
      }
    });
  }

  it('gives the same puzzle for the same seed and difficulty', () => {
    for (const difficulty of DIFFICULTIES) {
      expect(generatePuzzle('same', difficulty)).toEqual(generatePuzzle('same', difficulty));
    }
    expect(generatePuzzle('one', 'medium')).not.toEqual(generatePuzzle('two', 'medium'));
  });

  it('puts walls only where the solution does not pass', () => {
    for (let i = 0; i < 10; i++) {
      const { puzzle, solution } = generatePuzzle(`walls-${i}`, 'expert');
      const used = new Set(solution.slice(1).map((cell, k) => `${Math.min(cell, solution[k])}-${Math.max(cell, solution[k])}`));
      for (const [a, b] of puzzle.walls) expect(used.has(`${a}-${b}`)).toBe(false);
    }
  });
});
