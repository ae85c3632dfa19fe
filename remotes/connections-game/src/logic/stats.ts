// The player's record: games played, wins, the daily streak, how many mistakes each finish took, and which
// puzzles are done (the archive's marks).
import { previousDateKey } from '@games/shared/game-kit/puzzle/daily';
import { isCount, isDateKey, isObject } from '@games/shared/game-kit/guards';
import { MAX_MISTAKES } from './game';

export interface Finish {
  won: boolean;
  mistakes: number;
}

export interface Stats {
  played: number;
  won: number;
  /** Dailies solved on consecutive days, up to the latest daily finished. */
  currentStreak: number;
  maxStreak: number;
  /** Index 0–3: wins with that many mistakes; index 4: losses. */
  distribution: number[];
  /** The first finish of each puzzle, by id. */
  results: Record<string, Finish>;
  /** The daily of each date the player finished. */
  dailies: Record<string, Finish>;
  /** Puzzle ids already dealt to this player (for a random unplayed one). */
  seen: string[];
}

export const STATS_VERSION = 1;

export function emptyStats(): Stats {
  return { played: 0, won: 0, currentStreak: 0, maxStreak: 0, distribution: [0, 0, 0, 0, 0], results: {}, dailies: {}, seen: [] };
}

const isFinish = (value: unknown): value is Finish => isObject(value) && typeof value.won === 'boolean' && isCount(value.mistakes) && value.mistakes <= MAX_MISTAKES;

export function isStats(value: unknown): value is Stats {
  return (
    isObject(value) &&
    isCount(value.played) &&
    isCount(value.won) &&
    value.won <= value.played &&
    isCount(value.currentStreak) &&
    isCount(value.maxStreak) &&
    Array.isArray(value.distribution) &&
    value.distribution.length === MAX_MISTAKES + 1 &&
    value.distribution.every(isCount) &&
    isObject(value.results) &&
    Object.values(value.results).every(isFinish) &&
    isObject(value.dailies) &&
    Object.entries(value.dailies).every(([day, finish]) => isDateKey(day) && isFinish(finish)) &&
    Array.isArray(value.seen) &&
    value.seen.every((id) => typeof id === 'string')
  );
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
    next.dailies = { ...stats.dailies, [dailyDate]: finish };
    const continues = stats.dailies[previousDateKey(dailyDate)]?.won === true;
    next.currentStreak = won ? (continues ? stats.currentStreak + 1 : 1) : 0;
    next.maxStreak = Math.max(stats.maxStreak, next.currentStreak);
  }
  return next;
}

/** The streak still alive today: yesterday's solved daily keeps it until today's is due. */
export function liveStreak(stats: Stats, today: string): number {
  if (stats.dailies[today] || stats.dailies[previousDateKey(today)]?.won) return stats.currentStreak;
  return 0;
}

/** Whole-number win percentage. */
export const winPercent = (stats: Stats) => (stats.played === 0 ? 0 : Math.round((stats.won / stats.played) * 100));

export function markSeen(stats: Stats, id: string): Stats {
  return stats.seen.includes(id) ? stats : { ...stats, seen: [...stats.seen, id] };
}
