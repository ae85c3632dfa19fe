import { MODES, padCount } from './modes';
import { sequenceOf, stepOf } from './sequence';

const SEEDS = Array.from({ length: 50 }, (_, i) => `seed-${i}`);

describe('sequences', () => {
  it.each(MODES.map((mode) => [mode.value, padCount(mode.value)] as const))('uses every pad of %s and only those, over 50 fixed seeds', (_mode, pads) => {
    const seen = new Set<number>();
    for (const seed of SEEDS) {
      const steps = sequenceOf(seed, pads, 30);
      expect(steps.every((pad) => Number.isInteger(pad) && pad >= 0 && pad < pads)).toBe(true);
      steps.forEach((pad) => seen.add(pad));
    }
    expect(seen.size).toBe(pads);
  });

  it('grows: a longer sequence of a seed starts with the shorter one; the same seed gives the same steps', () => {
    expect(sequenceOf('a', 9, 12).slice(0, 5)).toEqual(sequenceOf('a', 9, 5));
    expect(sequenceOf('a', 9, 10)).toEqual(sequenceOf('a', 9, 10));
    expect(sequenceOf('a', 9, 10)).not.toEqual(sequenceOf('b', 9, 10));
    expect(stepOf('a', 4, 3)).toBe(sequenceOf('a', 4, 4)[3]);
  });

  it('allows repeats, as Simon does', () => {
    const repeats = SEEDS.some((seed) => {
      const steps = sequenceOf(seed, 4, 10);
      return steps.some((pad, i) => i > 0 && pad === steps[i - 1]);
    });
    expect(repeats).toBe(true);
  });
});
