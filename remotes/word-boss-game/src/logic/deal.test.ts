import { dealPuzzle } from './deal';
import { isAllOff } from './lights';
import { LEVELS, sizeOfLevel } from './levels';

describe('dealPuzzle', () => {
  it('gives the same puzzle for the same seed and level, and another for another seed', () => {
    expect(dealPuzzle('a', 'easy')).toEqual(dealPuzzle('a', 'easy'));
    const others = ['b', 'c', 'd', 'e'].map((seed) => JSON.stringify(dealPuzzle(seed, 'easy').start));
    expect(others.some((start) => start !== JSON.stringify(dealPuzzle('a', 'easy').start))).toBe(true);
  });

  it.each(LEVELS.map((level) => [level.value, level.size] as const))('deals %s boards of %i×%i, never solved already', (level, size) => {
    for (let seed = 0; seed < 50; seed++) {
      const puzzle = dealPuzzle(String(seed), level);
      expect(puzzle.size).toBe(size);
      expect(puzzle.start).toHaveLength(size * size);
      expect(isAllOff(puzzle.start)).toBe(false);
    }
  });

  it('uses the easiest size for an unknown level', () => {
    expect(sizeOfLevel('impossible')).toBe(3);
  });
});
