import { solveByLogic } from './deduce';
import { generatePuzzle } from './generate';
import { distance } from './grid';
import { DAILY_LEVEL, LEVELS, levelConfig } from './levels';
import { countSolutions } from './solver';

const SEEDS = Array.from({ length: 50 }, (_, i) => `seed-${i}`);

/**
 * The share of givens each live level reaches over SEEDS, as measured (median and worst deal), so that a change
 * which fattens the puzzles again shows up: the boards grow and the givens thin out level by level.
 */
const GIVEN_SHARE_BOUNDS: Record<string, { median: number; max: number }> = {
  hidato5: { median: 0.4, max: 0.4 },
  hidato6: { median: 0.31, max: 0.37 },
  hidato7: { median: 0.27, max: 0.31 },
  hidato8: { median: 0.24, max: 0.3 },
  hidato9: { median: 0.24, max: 0.31 },
  numbrix6: { median: 0.31, max: 0.31 },
  numbrix7: { median: 0.27, max: 0.27 },
  numbrix8: { median: 0.22, max: 0.22 },
};

const live = LEVELS.filter((level) => !level.packed);

describe('the generator', () => {
  it('gives the same puzzle for the same seed', () => {
    for (const level of ['hidato6', 'hidato9']) {
      expect(generatePuzzle('same', level)).toEqual(generatePuzzle('same', level));
      expect(generatePuzzle('same', level)).not.toEqual(generatePuzzle('other', level));
    }
  });

  it('deals the daily puzzle from a level that needs no guessing', () => {
    expect(levelConfig(DAILY_LEVEL).noGuessing).toBe(true);
    expect(live.filter((level) => level.noGuessing).map((level) => level.value)).toEqual(['hidato5', 'hidato6', 'numbrix6']);
  });

  it('states a bound on the share of givens for every live level', () => {
    expect(Object.keys(GIVEN_SHARE_BOUNDS).sort()).toEqual(live.map((level) => level.value).sort());
  });

  // The packed 10×10 levels are proven in pack.test.ts (their puzzles are made at build time).
  describe.each(live.map((level) => [level.value, level] as const))('%s', (value, level) => {
    const total = level.size * level.size;
    const deals = SEEDS.map((seed) => generatePuzzle(seed, value));

    it(`deals ${SEEDS.length} puzzles with exactly one solution, 1 and N given`, () => {
      for (const { puzzle, solution } of deals) {
        expect(puzzle.moves).toBe(level.moves);
        expect(puzzle.givens).toContain(1);
        expect(puzzle.givens).toContain(total);
        const result = countSolutions(puzzle, 2, 50_000_000);
        expect(result.count).toBe(1);
        expect(result.solution).toEqual(solution);
        for (let v = 1; v < total; v++) expect(distance(solution.indexOf(v), solution.indexOf(v + 1), level.size, level.moves)).toBe(1);
      }
    });

    it('thins the givens out to its stated share', () => {
      const shares = deals.map(({ puzzle }) => puzzle.givens.filter((v) => v > 0).length / total).sort((a, b) => a - b);
      const bound = GIVEN_SHARE_BOUNDS[value];
      expect(shares[Math.floor(shares.length / 2)]).toBeLessThanOrEqual(bound.median);
      expect(shares[shares.length - 1]).toBeLessThanOrEqual(bound.max);
      for (const share of shares) expect(share).toBeGreaterThanOrEqual(Math.ceil(total * level.minGivens) / total);
    });

    if (level.noGuessing) {
      it(`deals ${SEEDS.length} puzzles solvable by deductions alone`, () => {
        for (const { puzzle, solution } of deals) {
          const result = solveByLogic(puzzle);
          expect(result.solved).toBe(true);
          expect(result.values).toEqual(solution);
        }
      });
    }
  });
});
