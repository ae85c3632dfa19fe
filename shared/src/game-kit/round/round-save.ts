// A timed score game's round as it is saved, and what finishing one makes of the records. Pure: no React, no
// storage, no clock; useRoundSession calls these with the countdown's readings.
import { liveStreak, recordWin, type PuzzleRecords } from '../puzzle/records';
import type { ScoreOutcome } from '../score/score-records';
import { describeScoreOutcome } from '../score/score-text';
import type { SavedCountdown } from '../timed/countdown';

/**
 * What a game saves: its own round (any fields) with the countdown of the part in play under `clock` (null
 * where nothing is timed: relaxed mode, between questions; absent in a game without a countdown, whose
 * clockRuns is always false). `null` is "no round saved".
 */
export type SavedRoundShape = { clock?: SavedCountdown | null } | null;

/** Whether the countdown runs in a save: a round, question or word in play, timed. The game's rule. */
export type ClockRuns<T extends SavedRoundShape> = (saved: T) => boolean;

/**
 * The countdown to put back when a save is opened: its clock when one runs in it (a question saved before its
 * clock was, a fresh one of `durationMs`); null when nothing runs.
 */
export function clockToRestore<T extends SavedRoundShape>(saved: T, runs: ClockRuns<T>, durationMs: number): SavedCountdown | null {
  if (saved === null || !runs(saved)) return null;
  return saved.clock ?? { durationMs, elapsedMs: 0 };
}

/** The save with the countdown's reading when one runs in it; anything else is saved as the game made it. */
export function withClockReading<T extends SavedRoundShape>(saved: T, runs: ClockRuns<T>, reading: () => SavedCountdown): T {
  if (saved === null || !runs(saved)) return saved;
  return { ...saved, clock: reading() };
}

/** A finished daily: the day it belongs to and its figures (mistakes and hints spoil a flawless day). */
export interface DailyRound {
  /** YYYY-MM-DD (UTC) of the daily played. */
  date: string;
  mistakes: number;
  hints?: number;
  /** The time it took, when the game keeps one (0 by default: score games are ranked by score). */
  timeMs?: number;
}

/** The daily records after a daily round: the day marked done (the first finish counts) and the streak. */
export function recordDailyRound(records: PuzzleRecords, daily: DailyRound): PuzzleRecords {
  return recordWin(records, { difficulty: 'daily', timeMs: daily.timeMs ?? 0, hints: daily.hints ?? 0, mistakes: daily.mistakes, dailyDate: daily.date }).records;
}

export interface DailyStatus {
  /** Today's daily is finished. */
  doneToday: boolean;
  /** Dailies finished on consecutive days, still alive today. */
  streak: number;
}

export function dailyStatus(records: PuzzleRecords, today: string): DailyStatus {
  return { doneToday: Boolean(records.dailyDone[today]), streak: liveStreak(records, today) };
}

/** What screen readers hear when a round ends: "Time’s up! Score 12. New best score! 8 of 10 right." */
export function describeFinishedRound(title: string, outcome: ScoreOutcome, detail?: string): string {
  const said = describeScoreOutcome(title, outcome);
  return detail ? `${said} ${detail}` : said;
}
