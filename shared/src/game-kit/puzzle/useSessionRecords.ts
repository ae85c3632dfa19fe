// The puzzle session's records as React state. Their code (session-records.ts) is a chunk of its own, fetched
// after the first paint: no first board waits for it; the Best and Streak stats fill in when it comes.
import { useState } from 'react';
import type { PuzzleRecords } from './records';
import type { RecordsShown } from './session-records';

type RecordsChunk = typeof import('./session-records');

/** What the session shows before the records come (written out: records.ts belongs to the records' chunk). */
const NO_RECORDS: RecordsShown = { records: { bestTimes: {}, dailyDone: {}, played: 0, won: 0, currentStreak: 0, maxStreak: 0 } satisfies PuzzleRecords, streak: 0 };

let recordsChunk: Promise<RecordsChunk> | undefined;
/** The records' chunk, fetched once per page (again after a failed fetch); changes run in the order made. */
const loadRecords = () =>
  (recordsChunk ??= import(/* webpackChunkName: "game-kit-records" */ './session-records').catch((error: unknown) => {
    recordsChunk = undefined;
    throw error;
  }));

/** The records shown, and `keep`: a change made with the records' chunk, whose result is shown once it is made. */
export function useSessionRecords() {
  const [shown, setShown] = useState<RecordsShown>(NO_RECORDS);
  const keep = <T extends RecordsShown>(change: (kept: RecordsChunk) => T): Promise<T> =>
    loadRecords().then((kept) => {
      const next = change(kept);
      setShown(next);
      return next;
    });
  return { ...shown, keep };
}
