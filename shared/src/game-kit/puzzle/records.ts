// A puzzle game's personal records: best time per difficulty, dailies done, wins and daily streaks. Kept in the
// kit's one records document (records/, `<gameKey>:records` version 2) through its puzzle view; version 1 of
// that key is migrated on first read.
import { type StorageLike, type Store } from '../storage';
import { setsBestTime } from '../result/result-rules';
import { publishProgress } from '../progress/publish';
import { beats } from '../records/metrics';
import { liveStreakOf, withDayFinished } from '../records/streaks';
import { RECORDS_DOCUMENT_VERSION } from '../records/document';
import { createRecordsView } from '../records/store';
import { emptyRecords, puzzleRecordsOf, withPuzzleRecordsIn, type PuzzleRecords } from '../records/puzzle-view';

export { emptyRecords, isPuzzleRecords, type DailyDone, type PuzzleRecords } from '../records/puzzle-view';

export interface PuzzleWin {
  difficulty: string;
  timeMs: number;
  hints: number;
  mistakes: number;
  /** Set when the solved puzzle was the daily puzzle of that UTC day. */
  dailyDate?: string;
}

/** The version of the records document the store keeps (records/document.ts). */
export const RECORDS_VERSION = RECORDS_DOCUMENT_VERSION;

/**
 * The store of a game's records, saved in 'games:<gameKey>:records'. Each save also publishes the solved
 * dailies in the game's progress summary (contracts/progress.ts), for the home page.
 */
export function createRecordsStore(gameKey: string, storage?: StorageLike): Store<PuzzleRecords> {
  const store = createRecordsView({ gameKey, view: puzzleRecordsOf, withView: withPuzzleRecordsIn, empty: emptyRecords, storage });
  return {
    ...store,
    save(value) {
      const saved = store.save(value);
      publishProgress(gameKey, (w) => (progress, now) => w.withPuzzleRecords(progress, value, now), { storage });
      return saved;
    },
  };
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
  const newBest = setsBestTime(win) && beats('time', win.timeMs, records.bestTimes[win.difficulty]);
  const won = records.won + 1;
  const next: PuzzleRecords = {
    ...records,
    bestTimes: newBest ? { ...records.bestTimes, [win.difficulty]: win.timeMs } : records.bestTimes,
    won,
    played: Math.max(records.played, won),
  };
  if (win.dailyDate) {
    const flawless = win.hints === 0 && win.mistakes === 0;
    const streak = withDayFinished(
      { days: records.dailyDone, currentStreak: records.currentStreak, maxStreak: records.maxStreak },
      win.dailyDate,
      { timeMs: win.timeMs, hints: win.hints, flawless },
    );
    Object.assign(next, { dailyDone: streak.days, currentStreak: streak.currentStreak, maxStreak: streak.maxStreak });
  }
  return { records: next, newBest };
}

/** The streak still alive today: solving yesterday's daily keeps it until today's is due. */
export function liveStreak(records: PuzzleRecords, todayKey: string): number {
  return liveStreakOf({ days: records.dailyDone, currentStreak: records.currentStreak, maxStreak: records.maxStreak }, todayKey);
}
