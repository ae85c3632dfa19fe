import type { Difficulty } from './difficulty';

/** Points per letter found; each hint costs points (never below zero). */
export const POINTS_PER_LETTER = 10;
export const HINT_COST = 25;

export function scoreFor(words: readonly string[], hints: number): number {
  const letters = words.reduce((sum, w) => sum + w.length, 0);
  return Math.max(0, letters * POINTS_PER_LETTER - hints * HINT_COST);
}

/** Best (shortest) solve time in ms per difficulty. */
export type BestTimes = Partial<Record<Difficulty, number>>;

/** Records a solve time; returns the same object when it is not a new best. */
export function recordTime(best: BestTimes, difficulty: Difficulty, ms: number): BestTimes {
  const previous = best[difficulty];
  if (previous !== undefined && previous <= ms) return best;
  return { ...best, [difficulty]: Math.round(ms) };
}

/** Daily puzzles done, by day: time and hints. */
export type DailyRecord = Record<string, { ms: number; hints: number }>;

export function recordDaily(record: DailyRecord, date: string, ms: number, hints: number): DailyRecord {
  if (record[date]) return record;
  return { ...record, [date]: { ms: Math.round(ms), hints } };
}
