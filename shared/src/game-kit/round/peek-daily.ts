// A round game's dailies on its first paint (today's daily done, the streak), read as plain data
// (records/peek.ts): the records document's daily, else `:records` version 1. The rest (and a check of it all)
// comes with the records' store after the first paint (daily-store.ts).
import type { DailyDone, PuzzleRecords } from '../puzzle/records';
import { isObject, peekStored } from '../records/peek';
import type { StorageLike } from '../storage';

/** The dailies to show before the records' store has loaded: the days done and the streak, nothing else counted. */
export function peekDailyRecords(gameKey: string, storage?: StorageLike): PuzzleRecords {
  const stored = peekStored(gameKey, 'records', storage);
  const daily = stored?.v === 2 ? stored.data.daily : stored?.v === 1 && stored.data;
  const days = isObject(daily) && (stored?.v === 2 ? daily.done : daily.dailyDone);
  const streak = isObject(daily) && daily.currentStreak;
  return {
    bestTimes: {},
    dailyDone: isObject(days) ? (days as Record<string, DailyDone>) : {},
    played: 0,
    won: 0,
    currentStreak: Number.isSafeInteger(streak) ? (streak as number) : 0,
    maxStreak: 0,
  };
}
