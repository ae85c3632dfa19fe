// Checks that stored data really is a records document (it may be old, edited or corrupt). A document that
// fails is discarded whole: a game then starts with no records rather than with wrong ones.
import { isArrayOf, isCount, isDateKey, isObject, isTime } from '../guards';
import { RECENT_SCORES_LIMIT, type BoardRecord, type DailyEntry, type DailyRecord, type RecentScore, type RecordsDocument } from './document';

/** A metric's value: a finite amount from 0 up (a time in ms, a score, a count of moves). */
const isMetricValue = isTime;

const isRecordOf = <T>(value: unknown, item: (entry: unknown) => entry is T): value is Record<string, T> =>
  isObject(value) && Object.values(value).every(item);

export const isRecentScore = (value: unknown): value is RecentScore => isObject(value) && isCount(value.score) && isCount(value.at);

export function isBoardRecord(value: unknown): value is BoardRecord {
  return (
    isObject(value) &&
    isRecordOf(value.best, isMetricValue) &&
    isRecordOf(value.counts, isCount) &&
    isArrayOf(isRecentScore)(value.recent) &&
    value.recent.length <= RECENT_SCORES_LIMIT
  );
}

export function isDailyEntry(value: unknown): value is DailyEntry {
  return (
    isObject(value) &&
    typeof value.won === 'boolean' &&
    isTime(value.timeMs) &&
    isCount(value.hints) &&
    typeof value.flawless === 'boolean' &&
    (value.mistakes === undefined || isCount(value.mistakes))
  );
}

export function isDailyRecord(value: unknown): value is DailyRecord {
  return (
    isObject(value) &&
    isObject(value.done) &&
    Object.entries(value.done).every(([day, entry]) => isDateKey(day) && isDailyEntry(entry)) &&
    isCount(value.currentStreak) &&
    isCount(value.maxStreak)
  );
}

export function isRecordsDocument(value: unknown): value is RecordsDocument {
  return isObject(value) && isRecordOf(value.boards, isBoardRecord) && isDailyRecord(value.daily);
}
