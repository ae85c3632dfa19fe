import { generateLayout, generatePuzzle } from './generate';
import { layoutProblems, puzzleRuns, whiteOf } from './layout';
import { levelOf } from './levels';
import { countSolutions, solveLogically } from './solver';
import { createRandom } from '@games/shared/game-kit/random';

const SEEDS = Array.from({ length: 50 }, (_, i) => `seed-${i}`);

describe('generator', () => {
  it('makes legal shapes at every size', () => {
    const random = createRandom('shapes');
    for (const level of ['easy', 'medium', 'hard', 'expert']) {
      const { size, maxRun } = levelOf(level);
      let made = 0;
      for (let i = 0; i < 20; i++) {
        const white = generateLayout(random, size, maxRun);
        if (!white) continue;
        made++;
        expect(layoutProblems(size, white, maxRun)).toEqual([]);
      }
      expect(made).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives Easy puzzles over 50 seeds with one solution that logic alone finds', () => {
    for (const seed of SEEDS) {
      const puzzle = generatePuzzle(seed, 'easy');
      expect(layoutProblems(puzzle.size, whiteOf(puzzle.solution), 4)).toEqual([]);
      const input = { cellCount: puzzle.size ** 2, runs: puzzleRuns(puzzle) };
      expect(countSolutions(input, 2).count).toBe(1);
      expect(solveLogically(input)).toEqual(puzzle.solution);
    }
  });

  it('deals the same puzzle for the same seed', () => {
    expect(generatePuzzle('same', 'medium').solution).toEqual(generatePuzzle('same', 'medium').solution);
    expect(generatePuzzle('same', 'easy').solution).not.toEqual(generatePuzzle('other', 'easy').solution);
  });
});
