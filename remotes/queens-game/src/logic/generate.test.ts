import { hasUniqueSolution } from '@games/shared/game-kit/puzzle/solver';
import { cellAt, isValidLayout } from './board';
import { solveLogically } from './deduce';
import { DIFFICULTIES, DIFFICULTY_ORDER } from './difficulty';
import { generatePuzzle, growRegions, randomQueenColumns } from './generate';
import { createRandom } from '@games/shared/game-kit/random';
import { isSolved } from './conflicts';
import { countSolutions } from './solver';

const PUZZLES_PER_LEVEL = 50;

describe('generator', () => {
  it('places queens one per row and column without touching', () => {
    const random = createRandom('queens');
    for (const size of [5, 8, 10]) {
      const columns = randomQueenColumns(size, random);
      expect([...columns].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i));
      columns.forEach((col, row) => row > 0 && expect(Math.abs(col - columns[row - 1])).toBeGreaterThan(1));
      const regions = growRegions(size, columns, random);
      expect(isValidLayout(size, regions)).toBe(true);
    }
  });

  it('gives the same puzzle for the same seed and difficulty', () => {
    expect(generatePuzzle('same', 'medium')).toEqual(generatePuzzle('same', 'medium'));
    expect(generatePuzzle('same', 'medium').regions).not.toEqual(generatePuzzle('other', 'medium').regions);
  });

  describe.each(DIFFICULTY_ORDER)('%s', (difficulty) => {
    it(`deals ${PUZZLES_PER_LEVEL} puzzles with exactly one solution, solvable without guessing at the level's techniques`, () => {
      const spec = DIFFICULTIES[difficulty];
      for (let i = 0; i < PUZZLES_PER_LEVEL; i++) {
        const puzzle = generatePuzzle(`test-${i}`, difficulty);
        expect(spec.sizes).toContain(puzzle.size);
        expect(isValidLayout(puzzle.size, puzzle.regions)).toBe(true);
        expect(hasUniqueSolution(countSolutions, puzzle)).toBe(true);
        expect(countSolutions(puzzle).solution).toEqual(puzzle.solution);
        expect(isSolved(puzzle, puzzle.solution.map((col, row) => cellAt(puzzle.size, row, col)))).toBe(true);
        const grade = solveLogically(puzzle, spec.maxLevel);
        expect(grade.solved).toBe(true);
        expect(grade.maxLevel).toBeGreaterThanOrEqual(spec.minLevel);
      }
    });
  });
});
