// The first line of every share text: the site and the puzzle, as a player would name it to a friend
// ("Playfield Queens #82", "Playfield 2048 · 4×4"). The site's name is the portal's runtime configuration.
import { siteNameOf } from '../../contracts/portal-config';

/** Daily puzzles are numbered from the portal's first day of dailies (#1 = 2025-01-01, UTC). */
export const DAILY_EPOCH = '2025-01-01';

/** The number of a daily (YYYY-MM-DD), 1 on DAILY_EPOCH. */
export function dailyNumber(date: string): number {
  const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${DAILY_EPOCH}T00:00:00Z`)) / 86_400_000;
  return Math.round(days) + 1;
}

/** The site's first word(s) then the game: the site name without a trailing "Games" ("Playfield Games" → "Playfield"). */
export function siteAndGame(game: string, siteName: string | null = siteNameOf()): string {
  const site = siteName?.replace(/\s+games?$/i, '').trim();
  return site ? `${site} ${game}` : game;
}

/** "Playfield Queens #82" for a daily, "Playfield Queens · Hard" otherwise. */
export function shareHeading({ game, daily, detail, siteName }: { game: string; daily?: string; detail?: string; siteName?: string | null }): string {
  const named = siteAndGame(game, siteName === undefined ? siteNameOf() : siteName);
  if (daily) return `${named} #${dailyNumber(daily)}`;
  return detail ? `${named} · ${detail}` : named;
}
