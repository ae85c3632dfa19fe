// The puzzle games' view of the records document (what `<gameKey>:records` version 1 held, puzzle/records.ts):
// the best time per difficulty, dailies done, puzzles started and won, the daily streak. Pure.
import { isCount, isDateKey, isObject, isTime } from '../guards';
import type { DailyDone, PuzzleRecords } from '../puzzle/records';
import { TOTALS_KEY, withBoard, type DailyEntry, type RecordsDocument } from './document';

export { emptyRecords as emptyPuzzleRecords };

const emptyRecords = (): PuzzleRecords => ({ bestTimes: {}, dailyDone: {}, played: 0, won: 0, currentStreak: 0, maxStreak: 0 });

function isDailyDone(value: unknown): value is DailyDone {
  return isObject(value) && isTime(value.timeMs) && isCount(value.hints) && typeof value.flawless === 'boolean';
}

/**
 * The check of `<gameKey>:records` version 1 (puzzle/records.ts's isPuzzleRecords). That format is frozen; its
 * check is repeated here so the home page's chunk, which reads records through this module, does not take in
 * puzzle/records.ts (a game's first-chunk module).
 */
export function isPuzzleRecordsV1(value: unknown): value is PuzzleRecords {
  if (!isObject(value)) return false;
  const { bestTimes, dailyDone } = value;
  return (
    isObject(bestTimes) &&
    Object.values(bestTimes).every(isTime) &&
    isObject(dailyDone) &&
    Object.entries(dailyDone).every(([day, done]) => isDateKey(day) && isDailyDone(done)) &&
    isCount(value.played) &&
    isCount(value.won) &&
    isCount(value.currentStreak) &&
    isCount(value.maxStreak)
  );
}

/** The puzzle records the document holds: each board's best 'time', the totals board's counts, the daily. */
export function puzzleRecordsOf(doc: RecordsDocument): PuzzleRecords {
  const bestTimes: Record<string, number> = {};
  for (const [key, board] of Object.entries(doc.boards)) if (key !== TOTALS_KEY && board.best.time !== undefined) bestTimes[key] = board.best.time;
  const dailyDone: Record<string, DailyDone> = {};
  for (const [day, { timeMs, hints, flawless }] of Object.entries(doc.daily.done)) dailyDone[day] = { timeMs, hints, flawless };
  const totals = doc.boards[TOTALS_KEY]?.counts ?? {};
  return { bestTimes, dailyDone, played: totals.played ?? 0, won: totals.won ?? 0, currentStreak: doc.daily.currentStreak, maxStreak: doc.daily.maxStreak };
}

/** The document holding `records` as its puzzle records; what else it holds (scores, tallies) is kept. */
export function withPuzzleRecordsIn(doc: RecordsDocument, records: PuzzleRecords): RecordsDocument {
  let next = doc;
  const keys = new Set([...Object.keys(doc.boards), ...Object.keys(records.bestTimes)]);
  for (const key of keys) {
    if (key === TOTALS_KEY) continue;
    next = withBoard(next, key, (board) => {
      const { time: _old, ...best } = board.best;
      return { ...board, best: records.bestTimes[key] === undefined ? best : { ...best, time: records.bestTimes[key] } };
    });
  }
  next = withBoard(next, TOTALS_KEY, (board) => ({ ...board, counts: { ...board.counts, played: records.played, won: records.won } }));
  const done: Record<string, DailyEntry> = {};
  for (const [day, entry] of Object.entries(records.dailyDone)) {
    // A day another view recorded (a lost daily, its mistakes) keeps what it said.
    const before = doc.daily.done[day];
    done[day] = { ...before, won: before?.won ?? true, ...entry };
  }
  return { ...next, daily: { done, currentStreak: records.currentStreak, maxStreak: records.maxStreak } };
}
