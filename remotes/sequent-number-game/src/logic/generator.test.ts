import { generatePuzzle, randomHamiltonianPath } from './generator';
import { distance, neighboursFor } from './grid';
import { LEVELS } from './levels';
import { createRandom } from '@games/shared/game-kit/random';
import { countSolutions } from './solver';

const SEEDS = Array.from({ length: 50 }, (_, i) => `seed-${i}`);

describe('the generator', () => {
  it('walks every cell once, one step at a time', () => {
    for (const moves of ['king', 'orthogonal'] as const) {
      const path = randomHamiltonianPath(6, moves, createRandom(`walk-${moves}`));
      expect(new Set(path).size).toBe(36);
      path.slice(1).forEach((cell, i) => expect(neighboursFor(6, moves)[path[i]]).toContain(cell));
    }
  });

  it('gives the same puzzle for the same seed', () => {
    expect(generatePuzzle('same', 'hidato6')).toEqual(generatePuzzle('same', 'hidato6'));
    expect(generatePuzzle('same', 'hidato6')).not.toEqual(generatePuzzle('other', 'hidato6'));
  });

  // The packed 10×10 levels are proven in pack.test.ts (their puzzles are made at build time).
  describe.each(LEVELS.filter((level) => !level.packed).map((level) => [level.value, level] as const))('%s', (value, level) => {
    it(`deals ${SEEDS.length} puzzles with exactly one solution, 1 and N given`, () => {
      const total = level.size * level.size;
      for (const seed of SEEDS) {
        const { puzzle, solution } = generatePuzzle(seed, value);
        expect(puzzle.moves).toBe(level.moves);
        expect(puzzle.givens).toContain(1);
        expect(puzzle.givens).toContain(total);
        const result = countSolutions(puzzle, 2, 50_000_000);
        expect(result.count).toBe(1);
        expect(result.solution).toEqual(solution);
        for (let v = 1; v < total; v++) expect(distance(solution.indexOf(v), solution.indexOf(v + 1), level.size, level.moves)).toBe(1);
      }
    });
  });
});
