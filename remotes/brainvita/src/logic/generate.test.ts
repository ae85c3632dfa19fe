import { CENTRE, legalJumps, pegCount } from './board';
import { dealPuzzle } from './generate';
import { LEVELS } from './levels';
import { createSolver } from './solver';

const SEEDS = Array.from({ length: 50 }, (_, i) => `seed-${i}`);

describe('dealing', () => {
  for (const level of LEVELS.filter((l) => l.unjumps > 0)) {
    it(`makes ${level.value} positions that can be won, ${level.unjumps + 1} pegs, the same for a seed`, () => {
      const solver = createSolver('english');
      const seen = new Set<string>();
      for (const seed of SEEDS) {
        const puzzle = dealPuzzle(seed, level.value);
        expect(puzzle).toEqual(dealPuzzle(seed, level.value));
        expect(pegCount(puzzle.start)).toBe(level.unjumps + 1);
        expect(legalJumps('english', puzzle.start).length).toBeGreaterThan(0);
        expect(Array.isArray(solver.solve(puzzle.start))).toBe(true);
        seen.add(puzzle.start);
      }
      expect(seen.size).toBeGreaterThan(25);
    });
  }

  it('deals the classic starts on the full boards', () => {
    expect(dealPuzzle('any', 'english').start[CENTRE]).toBe('.');
    expect(pegCount(dealPuzzle('any', 'english').start)).toBe(32);
    expect(pegCount(dealPuzzle('any', 'french').start)).toBe(36);
    expect(dealPuzzle('any', 'nonsense').layout).toBe('english');
  });
});
