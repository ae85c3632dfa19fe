import { bombChanceAt, levelAt, speedFactorAt, spawnIntervalAt } from './difficulty';

describe('difficulty', () => {
  it('raises the level every 30 s', () => {
    expect(levelAt(0)).toBe(1);
    expect(levelAt(29_999)).toBe(2 - 1);
    expect(levelAt(30_000)).toBe(2);
    expect(levelAt(95_000)).toBe(4);
  });

  it('makes things fall faster and spawn more often as time goes on, within caps', () => {
    expect(speedFactorAt(0)).toBe(1);
    expect(speedFactorAt(60_000)).toBeGreaterThan(speedFactorAt(30_000));
    expect(speedFactorAt(30_000)).toBeGreaterThan(speedFactorAt(0));
    expect(speedFactorAt(3_600_000)).toBe(2.8);
    expect(spawnIntervalAt(60_000)).toBeLessThan(spawnIntervalAt(0));
    expect(spawnIntervalAt(3_600_000)).toBe(300);
    expect(bombChanceAt(120_000)).toBeGreaterThan(bombChanceAt(0));
    expect(bombChanceAt(3_600_000)).toBe(0.3);
  });
});
