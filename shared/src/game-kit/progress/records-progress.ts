// What a game's records (the kit's one records format, `<slug>:records` and `<slug>:scores`) say in its
// progress summary: the days whose daily was solved, the latest daily, the headline best. Pure.
import { longestRun, withDaily, type GameProgress } from '../../contracts/progress';
import { formatDuration } from '../formatDuration';
import type { PuzzleRecords } from '../puzzle/records';
import type { ScoreRecords } from '../score/score-records';

/**
 * The summary with every daily the records hold as solved (a union: days never disappear), the newest of
 * them as the latest daily when it is at least as new as the one the summary has.
 */
export function withPuzzleRecords(progress: GameProgress, records: Pick<PuzzleRecords, 'dailyDone' | 'maxStreak'>, now: number): GameProgress {
  const days = Object.keys(records.dailyDone).sort();
  const newest = days.at(-1);
  let next = progress;
  if (newest && (!progress.daily || progress.daily.date <= newest)) {
    const done = records.dailyDone[newest];
    // Score dailies keep no time (0): the summary then has none to show.
    next = withDaily(next, { date: newest, state: 'solved', ...(done.timeMs > 0 ? { timeMs: done.timeMs } : {}), hints: done.hints }, progress.lastPlayedAt);
  }
  const solvedDays = [...new Set([...next.solvedDays, ...days])].sort();
  if (solvedDays.length !== next.solvedDays.length) {
    next = { ...next, solvedDays, bestStreak: Math.max(next.bestStreak, records.maxStreak, longestRun(solvedDays)) };
  }
  return { ...next, lastPlayedAt: Math.max(next.lastPlayedAt, now) };
}

/** The summary after a round of a score game ended: played now, and the best score of the board just played. */
export function withScoreRecords(progress: GameProgress, records: ScoreRecords, now: number): GameProgress {
  let latest: { key: string; at: number } | undefined;
  for (const [key, record] of Object.entries(records.byKey)) {
    const at = record.recent.at(-1)?.at ?? 0;
    if (!latest || at > latest.at) latest = { key, at };
  }
  const record = latest ? records.byKey[latest.key] : undefined;
  const next: GameProgress = { ...progress, lastPlayedAt: Math.max(progress.lastPlayedAt, now) };
  if (record && record.best > 0) next.best = { label: 'Best score', value: record.best.toLocaleString('en-US') };
  return next;
}

/** A best time as the summary shows it: 'Best time (Hard)' / '1:05'. */
export function bestTimeFigure(levelLabel: string, bestMs: number): { label: string; value: string } {
  return { label: `Best time (${levelLabel})`, value: formatDuration(bestMs) };
}
