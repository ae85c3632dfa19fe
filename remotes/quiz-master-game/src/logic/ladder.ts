// The Millionaire ladder: fifteen rungs, safe havens at the fifth and tenth; a wrong answer falls back to
// the last safe haven passed.

export const LADDER = [100, 200, 300, 500, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 125_000, 250_000, 500_000, 1_000_000] as const;
/** Rungs (1-based) that are kept after a wrong answer. */
export const SAFE_HAVENS = [5, 10] as const;

/** The prize for `reached` rungs climbed (0…15). */
export const prizeAt = (reached: number): number => (reached <= 0 ? 0 : LADDER[Math.min(reached, LADDER.length) - 1]);

/** What a wrong answer leaves after `reached` rungs: the highest safe haven passed, or nothing. */
export function safePrize(reached: number): number {
  const haven = [...SAFE_HAVENS].reverse().find((rung) => reached >= rung);
  return haven ? prizeAt(haven) : 0;
}

export const isSafeHaven = (rung: number): boolean => (SAFE_HAVENS as readonly number[]).includes(rung);
