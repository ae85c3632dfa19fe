// Daily puzzle keys: everyone gets the same puzzle on the same UTC calendar day.
import { dailySeed } from '../random';

/** The UTC calendar day of a date as YYYY-MM-DD (today by default). */
export function dateKey(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

/** The seed of a game's daily puzzle, e.g. 'tango-game:2025-03-09'. */
export function dailyPuzzleSeed(slug: string, date: Date = new Date()): string {
  return dailySeed(slug, date);
}

/** The key of the UTC day before a YYYY-MM-DD key. */
export function previousDateKey(key: string): string {
  const date = new Date(`${key}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return dateKey(date);
}
