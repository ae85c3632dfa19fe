import { dealPuzzle } from './deal';
import { isAllOff } from './lights';
import { LEVELS, levelSpec, sizeOfLevel } from './levels';
import { solve } from './solver';

describe('dealPuzzle', () => {
  it('gives the same puzzle for the same seed and level, and another for another seed', () => {
    expect(dealPuzzle('a', '5x5')).toEqual(dealPuzzle('a', '5x5'));
    const others = ['b', 'c', 'd', 'e'].map((seed) => JSON.stringify(dealPuzzle(seed, '5x5').start));
    expect(others.some((start) => start !== JSON.stringify(dealPuzzle('a', '5x5').start))).toBe(true);
  });

  it.each(LEVELS.map((level) => [level.value, level.size] as const))(
    'deals %s boards of %i×%i over 50 seeds: solvable, never solved already, par the true minimum and at least the level’s',
    (level, size) => {
      const { minPar } = levelSpec(level);
      for (let seed = 0; seed < 50; seed++) {
        const puzzle = dealPuzzle(String(seed), level);
        expect(puzzle.size).toBe(size);
        expect(puzzle.start).toHaveLength(size * size);
        expect(isAllOff(puzzle.start)).toBe(false);
        expect(solve(size, puzzle.start)).toHaveLength(puzzle.par);
        expect(puzzle.par).toBeGreaterThanOrEqual(minPar);
      }
    },
  );

  it('grows harder with the level: a larger board and a higher par on average', () => {
    const meanPar = (level: string) => Array.from({ length: 20 }, (_, seed) => dealPuzzle(`m${seed}`, level).par).reduce((a, b) => a + b) / 20;
    const means = LEVELS.map((level) => meanPar(level.value));
    means.slice(1).forEach((mean, i) => expect(mean).toBeGreaterThan(means[i]));
  });

  it('uses the easiest size for an unknown level', () => {
    expect(sizeOfLevel('impossible')).toBe(3);
  });
});
