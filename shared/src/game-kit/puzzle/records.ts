// A puzzle game's personal records: best time per difficulty, dailies done, wins and daily streaks.
import { isCount, isObject, isTime } from '../guards';
import { setsBestTime } from '../result/result-rules';
import { previousDateKey } from './daily';

export interface DailyDone {
  timeMs: number;
  hints: number;
  flawless: boolean;
}

export interface PuzzleRecords {
  /** Fastest solve in milliseconds per difficulty. */
  bestTimes: Record<string, number>;
  /** Daily puzzles solved, by UTC day (YYYY-MM-DD). */
  dailyDone: Record<string, DailyDone>;
  /** Puzzles started (never fewer than won). */
  played: number;
  won: number;
  /** Daily puzzles solved on consecutive days, up to the latest one solved. */
  currentStreak: number;
  maxStreak: number;
}

export interface PuzzleWin {
  difficulty: string;
  timeMs: number;
  hints: number;
  mistakes: number;
  /** Set when the solved puzzle was the daily puzzle of that UTC day. */
  dailyDate?: string;
}

export const RECORDS_VERSION = 1;

export function emptyRecords(): PuzzleRecords {
  return { bestTimes: {}, dailyDone: {}, played: 0, won: 0, currentStreak: 0, maxStreak: 0 };
}

function isDailyDone(value: unknown): value is DailyDone {
  return isObject(value) && isTime(value.timeMs) && isCount(value.hints) && typeof value.flawless === 'boolean';
}

export function isPuzzleRecords(value: unknown): value is PuzzleRecords {
  if (!isObject(value)) return false;
  const { bestTimes, dailyDone } = value;
  return (
    isObject(bestTimes) &&
    Object.values(bestTimes).every(isTime) &&
    isObject(dailyDone) &&
    Object.entries(dailyDone).every(([day, done]) => /^\d{4}-\d{2}-\d{2}$/.test(day) && isDailyDone(done)) &&
    isCount(value.played) &&
    isCount(value.won) &&
    isCount(value.currentStreak) &&
    isCount(value.maxStreak)
  );
}

/** Counts a newly started puzzle. */
export function recordStart(records: PuzzleRecords): PuzzleRecords {
  return { ...records, played: records.played + 1 };
}

/**
 * Adds a win: best time per difficulty, the daily marked done (the first solve of a day counts, hints or not)
 * and the daily streak. `newBest` is true when this time beats the difficulty's previous best; a solve with
 * hints never sets one (the result contract, result/result-rules.ts).
 */
export function recordWin(records: PuzzleRecords, win: PuzzleWin): { records: PuzzleRecords; newBest: boolean } {
  const previousBest = records.bestTimes[win.difficulty];
  const newBest = setsBestTime(win) && (previousBest === undefined || win.timeMs < previousBest);
  const won = records.won + 1;
  const next: PuzzleRecords = {
    ...records,
    bestTimes: newBest ? { ...records.bestTimes, [win.difficulty]: win.timeMs } : records.bestTimes,
    won,
    played: Math.max(records.played, won),
  };

  if (win.dailyDate && !records.dailyDone[win.dailyDate]) {
    const flawless = win.hints === 0 && win.mistakes === 0;
    next.dailyDone = { ...records.dailyDone, [win.dailyDate]: { timeMs: win.timeMs, hints: win.hints, flawless } };
    const continues = Boolean(records.dailyDone[previousDateKey(win.dailyDate)]);
    next.currentStreak = continues ? records.currentStreak + 1 : 1;
    next.maxStreak = Math.max(records.maxStreak, next.currentStreak);
  }
  return { records: next, newBest };
}

/** The streak still alive today: solving yesterday's daily keeps it until today's is due. */
export function liveStreak(records: PuzzleRecords, todayKey: string): number {
  if (records.dailyDone[todayKey] || records.dailyDone[previousDateKey(todayKey)]) return records.currentStreak;
  return 0;
}
