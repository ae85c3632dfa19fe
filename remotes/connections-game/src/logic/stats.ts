// The player's record: games played, wins, the daily streak, how many mistakes each finish took, and which
// puzzles are done (the archive's marks). Kept in the kit's records document (`connections-game:records`,
// its archive-stats view); the `connections-game:stats` of earlier releases moves there on first load.
import type { StorageLike, Store } from '@games/shared/game-kit/storage';
import { archiveStatsFormat, archiveStatsOf, isArchiveStats, withArchiveStatsIn, type ArchiveStats, type PuzzleFinish } from '@games/shared/game-kit/records/archive-stats';
import { KIT_LEGACY_FORMATS } from '@games/shared/game-kit/records/migrations';
import { createRecordsView } from '@games/shared/game-kit/records/store';
import { liveStreakOf, withDayFinished } from '@games/shared/game-kit/records/streaks';
import { MAX_MISTAKES } from './game';

export type Finish = PuzzleFinish;
export type Stats = ArchiveStats;

/** Wins with 0…MAX_MISTAKES - 1 mistakes, then losses. */
const SLOTS = MAX_MISTAKES + 1;

export function emptyStats(): Stats {
  return { played: 0, won: 0, currentStreak: 0, maxStreak: 0, distribution: Array.from({ length: SLOTS }, () => 0), results: {}, dailies: {}, seen: [] };
}

export function isStats(value: unknown): value is Stats {
  if (!isArchiveStats(value, SLOTS)) return false;
  const finishes = [...Object.values(value.results), ...Object.values(value.dailies)];
  return finishes.every((finish) => finish.mistakes <= MAX_MISTAKES);
}

/** Where the stats were kept before the records document (version 1, the same shape). */
const STATS_V1 = archiveStatsFormat('stats', 1, SLOTS);

/** The stats' store: the archive-stats view of `games:connections-game:records`, carrying over `:stats` version 1. */
export function createStatsStore(gameKey: string, storage?: StorageLike): Store<Stats> {
  return createRecordsView({
    gameKey,
    view: (doc) => archiveStatsOf(doc, SLOTS),
    withView: withArchiveStatsIn,
    empty: emptyStats,
    legacy: [...KIT_LEGACY_FORMATS, STATS_V1],
    storage,
  });
}

export interface FinishedGame extends Finish {
  puzzleId: string;
  /** Set when this was the daily puzzle of that date. */
  dailyDate?: string;
}

/** Counts a finished game once per slot: a daily once per date, an archive puzzle once per id. */
export function recordFinish(stats: Stats, game: FinishedGame): Stats {
  const { puzzleId, dailyDate, won, mistakes } = game;
  const finish = { won, mistakes };
  const counted = dailyDate ? Boolean(stats.dailies[dailyDate]) : Boolean(stats.results[puzzleId]);
  if (counted) return stats;
  const distribution = stats.distribution.slice();
  distribution[won ? Math.min(mistakes, MAX_MISTAKES - 1) : MAX_MISTAKES] += 1;
  const next: Stats = {
    ...stats,
    played: stats.played + 1,
    won: stats.won + (won ? 1 : 0),
    distribution,
    results: stats.results[puzzleId] ? stats.results : { ...stats.results, [puzzleId]: finish },
  };
  if (dailyDate) {
    // The kit's one streak rule: a win continues yesterday's won daily, a loss ends the streak.
    const streak = withDayFinished({ days: stats.dailies, currentStreak: stats.currentStreak, maxStreak: stats.maxStreak }, dailyDate, finish);
    Object.assign(next, { dailies: streak.days, currentStreak: streak.currentStreak, maxStreak: streak.maxStreak });
  }
  return next;
}

/** The streak still alive today: yesterday's solved daily keeps it until today's is due. */
export function liveStreak(stats: Stats, today: string): number {
  return liveStreakOf({ days: stats.dailies, currentStreak: stats.currentStreak, maxStreak: stats.maxStreak }, today);
}

/** Whole-number win percentage. */
export const winPercent = (stats: Stats) => (stats.played === 0 ? 0 : Math.round((stats.won / stats.played) * 100));

export function markSeen(stats: Stats, id: string): Stats {
  return stats.seen.includes(id) ? stats : { ...stats, seen: [...stats.seen, id] };
}
