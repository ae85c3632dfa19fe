// Which puzzle is the daily of a date, which ones the archive offers, and which one a `?puzzle=<n>` link asks for.
import { dailyEntryIndex, dayNumber } from '@games/shared/game-kit/content/rotation';
import { previousDateKey } from '@games/shared/game-kit/puzzle/daily';

/** Changing it (or the bank's size) reorders the dailies; add puzzles only with a new salt. */
export const DAILY_SALT = 'connections-game:v1';

/** The bank index of a date's daily: the same for every player, no repeat within the bank's size in days. */
export function dailyIndex(date: string, count: number): number {
  return dailyEntryIndex(date, count, DAILY_SALT);
}

/**
 * Days before a puzzle's next turn as the daily during which the archive holds it back. The rotation
 * repeats the bank, so every puzzle comes back some day; the archive never offers one due within a week.
 */
export const ARCHIVE_HOLD_DAYS = 7;

/**
 * The past dailies the archive (and Random) offer, newest first: today's and each earlier day's since the
 * rotation began, at most `count - ARCHIVE_HOLD_DAYS` days back, so no puzzle due in the coming week
 * (tomorrow's daily above all) is offered ahead of its day. Each puzzle appears once.
 */
export function pastDailies(today: string, count: number): { index: number; date: string }[] {
  const days = Math.max(1, Math.min(dayNumber(today) + 1, count - ARCHIVE_HOLD_DAYS));
  const past: { index: number; date: string }[] = [];
  let date = today;
  for (let i = 0; i < days; i++) {
    past.push({ index: dailyIndex(date, count), date });
    date = previousDateKey(date);
  }
  return past;
}

/** A 1-based puzzle number from a URL query, or null when absent or out of range. */
export function puzzleNumberFromQuery(search: string, count: number): number | null {
  const raw = new URLSearchParams(search).get('puzzle');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const number = Number(raw);
  return number >= 1 && number <= count ? number : null;
}
