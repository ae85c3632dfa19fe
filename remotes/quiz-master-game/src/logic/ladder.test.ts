import { isSafeHaven, LADDER, prizeAt, safePrize } from './ladder';

describe('the prize ladder', () => {
  it('has 15 rising rungs with safe havens at 5 and 10', () => {
    expect(LADDER).toHaveLength(15);
    expect([...LADDER].every((v, i) => i === 0 || v > LADDER[i - 1])).toBe(true);
    expect([1, 5, 10, 15].map(isSafeHaven)).toEqual([false, true, true, false]);
  });

  it('keeps the last safe haven passed after a wrong answer', () => {
    expect(prizeAt(0)).toBe(0);
    expect(prizeAt(15)).toBe(1_000_000);
    expect([0, 4, 5, 9, 10, 14].map(safePrize)).toEqual([0, 0, 1_000, 1_000, 32_000, 32_000]);
  });
});
