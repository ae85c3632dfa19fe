import { createRandom } from '@games/shared/game-kit/random';
import { maxExponent, minExponentFor, refill, spawnRange, spawnValue } from './spawn';

describe('spawning', () => {
  it('starts with 2…16 and rises with the largest tile, to at most seven values', () => {
    expect(spawnRange(1, 6)).toEqual({ low: 1, high: 4 });
    expect(spawnRange(1, 8)).toEqual({ low: 1, high: 6 }); // 256 on the board: up to 64
    expect(spawnRange(1, 11)).toEqual({ low: 1, high: 7 }); // capped: 2…128
    expect(spawnRange(3, 13)).toEqual({ low: 3, high: 9 });
  });

  it('retires the smallest value as the largest tile grows, and never brings it back', () => {
    expect(minExponentFor(10)).toBe(1); // 1024: 2s still spawn
    expect(minExponentFor(11)).toBe(2); // 2048: 2s retired
    expect(minExponentFor(13)).toBe(4);
    expect(minExponentFor(5, 3)).toBe(3);
  });

  it('draws values only from the range, small ones more often, same seed same values', () => {
    const random = createRandom('spawn');
    const drawn = Array.from({ length: 2000 }, () => spawnValue(random, { low: 2, high: 5 }));
    expect(new Set(drawn)).toEqual(new Set([4, 8, 16, 32]));
    const count = (v: number) => drawn.filter((d) => d === v).length;
    expect(count(4)).toBeGreaterThan(count(32) * 2);
    const again = createRandom('spawn');
    expect(Array.from({ length: 2000 }, () => spawnValue(again, { low: 2, high: 5 }))).toEqual(drawn);
  });

  it('refills only the empty cells', () => {
    const cells = [0, 64, 0, 128];
    const filled = refill(cells, createRandom('x'), { low: 1, high: 3 });
    expect(filled[1]).toBe(64);
    expect(filled[3]).toBe(128);
    expect([filled[0], filled[2]].every((v) => [2, 4, 8].includes(v))).toBe(true);
    expect(maxExponent(filled)).toBe(7);
  });
});
