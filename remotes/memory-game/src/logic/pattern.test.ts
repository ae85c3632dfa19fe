import { hasFullLine, MAX_TILES, sideFor, START_TILES } from './grid';
import { patternFor } from './pattern';

const SEEDS = Array.from({ length: 50 }, (_, i) => `seed-${i}`);

describe('patterns', () => {
  it.each(Array.from({ length: MAX_TILES - START_TILES + 1 }, (_, i) => START_TILES + i))(
    'draws %i distinct cells of the right matrix, never a full line, over 50 fixed seeds',
    (count) => {
      for (const seed of SEEDS) {
        const { side, tiles } = patternFor(seed, 0, count);
        expect(side).toBe(sideFor(count));
        expect(new Set(tiles).size).toBe(count);
        expect(tiles.every((cell) => cell >= 0 && cell < side * side)).toBe(true);
        expect(hasFullLine(side, tiles)).toBe(false);
      }
    },
  );

  it('gives the same pattern for the same seed, trial and count', () => {
    expect(patternFor('a', 2, 5)).toEqual(patternFor('a', 2, 5));
    expect(patternFor('a', 2, 5)).not.toEqual(patternFor('a', 3, 5));
  });

  // How fast patterns are drawn is a timing: remotes/memory-game/bench/generate.bench.ts measures it.
});
