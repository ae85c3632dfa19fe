// Which puzzle is the daily of a date, and which one a `?puzzle=<n>` link asks for.
import { dailyEntryIndex } from '@games/shared/game-kit/content/rotation';

/** Changing it (or the bank's size) reorders the dailies; add puzzles only with a new salt. */
export const DAILY_SALT = 'connections-game:v1';

/** The bank index of a date's daily: the same for every player, no repeat within the bank's size in days. */
export function dailyIndex(date: string, count: number): number {
  return dailyEntryIndex(date, count, DAILY_SALT);
}

/** A 1-based puzzle number from a URL query, or null when absent or out of range. */
export function puzzleNumberFromQuery(search: string, count: number): number | null {
  const raw = new URLSearchParams(search).get('puzzle');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const number = Number(raw);
  return number >= 1 && number <= count ? number : null;
}
