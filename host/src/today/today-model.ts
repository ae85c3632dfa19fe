// What the home page shows a returning player, from the games' progress summaries (contracts/progress.ts) and
// the catalogue: today's daily of every daily game with its state, the streaks, the games to continue and the
// games played lately. Pure: the summaries and the day are passed in.
import { crossGameStreak, dailyStateOn, gameStreak, type DailyState, type GameProgress } from '@games/shared/contracts';
import { formatDuration } from '@games/shared/game-kit/formatDuration';
import type { GameRecord } from '../catalog/catalog';

export interface TodayTile {
  game: GameRecord;
  state: DailyState;
  /** The tile's state line: 'Play', 'Continue · 1:05', 'Solved in 2:14', 'Not solved' (read after 'Sudoku daily,'). */
  label: string;
  /** A mark drawn after the label ('✓' for solved), not read: the label says it. */
  mark?: string;
  /** The game's own daily streak, alive today. */
  streak: number;
  href: string;
}

export interface TodaySummary {
  tiles: TodayTile[];
  /** Dailies finished today (solved or failed). */
  done: number;
  solved: number;
  /** Days in a row on which at least one daily was solved. */
  streak: number;
  allDone: boolean;
}

const time = (ms: number | undefined) => (ms !== undefined && ms > 0 ? formatDuration(ms) : undefined);

function tileText(state: DailyState, timeMs: number | undefined): { label: string; mark?: string } {
  const shown = time(timeMs);
  switch (state) {
    case 'solved':
      return { label: shown ? `Solved in ${shown}` : 'Solved', mark: '✓' };
    case 'failed':
      return { label: 'Not solved' };
    case 'in-progress':
      return { label: shown ? `Continue · ${shown}` : 'Continue' };
    default:
      return { label: 'Play' };
  }
}

/** Today's dailies in gallery order (a stable order: tiles never jump as the player goes), with the streaks. */
export function todaySummary(gallery: readonly GameRecord[], progress: readonly GameProgress[], today: string): TodaySummary {
  const bySlug = new Map(progress.map((p) => [p.slug, p]));
  const tiles = gallery
    .filter((game) => game.daily)
    .map((game): TodayTile => {
      const own = bySlug.get(game.slug);
      const { state, daily } = dailyStateOn(own, today);
      const text = tileText(state, daily?.timeMs);
      return {
        game,
        state,
        ...text,
        streak: own ? gameStreak(own, today) : 0,
        href: `/game/${game.slug}?mode=daily`,
      };
    });
  const solved = tiles.filter((tile) => tile.state === 'solved').length;
  const done = solved + tiles.filter((tile) => tile.state === 'failed').length;
  const dailySlugs = new Set(tiles.map((tile) => tile.game.slug));
  return { tiles, done, solved, streak: crossGameStreak(progress.filter((p) => dailySlugs.has(p.slug)), today), allDone: tiles.length > 0 && done === tiles.length };
}

export interface PlayerGame {
  game: GameRecord;
  href: string;
  /** A short line under the title: 'Hard · 0:42', 'Best score 2,480'. */
  detail?: string;
}

/** Unfinished games to take up again, newest first. */
export function continueGames(catalog: readonly GameRecord[], progress: readonly GameProgress[], limit = 8): PlayerGame[] {
  const bySlug = new Map(catalog.map((game) => [game.slug, game]));
  return progress
    .flatMap((p) => {
      const game = bySlug.get(p.slug);
      return game && p.resume ? [{ game, href: p.resume.path, detail: p.resume.label, at: p.resume.savedAt }] : [];
    })
    .sort((a, b) => b.at - a.at)
    .slice(0, limit)
    .map(({ game, href, detail }) => ({ game, href, detail }));
}

/** Games played lately, newest first, leaving out those already offered to continue. */
export function recentGames(catalog: readonly GameRecord[], progress: readonly GameProgress[], exclude: ReadonlySet<string>, limit = 8): PlayerGame[] {
  const bySlug = new Map(catalog.map((game) => [game.slug, game]));
  return progress
    .filter((p) => !exclude.has(p.slug) && p.lastPlayedAt > 0)
    .sort((a, b) => b.lastPlayedAt - a.lastPlayedAt)
    .flatMap((p) => {
      const game = bySlug.get(p.slug);
      return game ? [{ game, href: `/game/${game.slug}`, detail: p.best ? `${p.best.label}: ${p.best.value}` : undefined }] : [];
    })
    .slice(0, limit);
}

/** 'Sat 28 Nov': today's UTC date, as the dailies count days. */
export function todayLabel(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  return date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** When the next dailies arrive, in the player's own clock: '01:00'. */
export function nextDailiesLocalTime(nextAt: Date, locale?: string): string {
  return nextAt.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}
