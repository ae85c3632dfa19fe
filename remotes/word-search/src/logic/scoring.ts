/** Points per letter found; each hint costs points (never below zero). */
export const POINTS_PER_LETTER = 10;
export const HINT_COST = 25;

export function scoreFor(words: readonly string[], hints: number): number {
  const letters = words.reduce((sum, w) => sum + w.length, 0);
  return Math.max(0, letters * POINTS_PER_LETTER - hints * HINT_COST);
}
