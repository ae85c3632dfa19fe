// The daily picture: a fixed schedule through every 5×5 and 10×10 picture, each drawn both ways round, so
// no daily repeats for 60 days (phones keep cells at least 24 px, so the big boards stay in Unlimited).
// Only the counts live here, so the picture set stays out of the first chunk; a test keeps them true.
import type { Level } from './levels';

export const DAILY_POOL: ReadonlyArray<{ level: Level; pictures: number }> = [
  { level: 'easy', pictures: 13 },
  { level: 'medium', pictures: 17 },
];

export interface DailyPick {
  level: Level;
  /** Which picture of the level's size. */
  index: number;
  mirrored: boolean;
}

const entries: DailyPick[] = DAILY_POOL.flatMap(({ level, pictures }) =>
  Array.from({ length: pictures * 2 }, (_, i) => ({ level, index: i >> 1, mirrored: (i & 1) === 1 })),
);

/** A step coprime to the cycle length, so the schedule visits every entry once per cycle, sizes mixed. */
function stepFor(length: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let step = Math.round(length * 0.618);
  while (gcd(step, length) !== 1) step += 1;
  return step;
}

/** The day's picture (a UTC date key YYYY-MM-DD). */
export function dailyPick(date: string): DailyPick {
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  const n = entries.length;
  const slot = Number.isFinite(day) ? ((((day * stepFor(n)) % n) + n) % n) : 0;
  return entries[slot];
}

/** Days before the daily picture comes round again. */
export const DAILY_CYCLE_DAYS = entries.length;
