import { useCallback, useMemo } from 'react';
import { dateKey } from '../puzzle/daily';
import { createRecordsStore, emptyRecords, type PuzzleRecords } from '../puzzle/records';
import { usePersistentState } from '../usePersistentState';
import { dailyStatus, recordDailyRound, type DailyRound, type DailyStatus } from './round-save';

export interface DailyRecords extends DailyStatus {
  records: PuzzleRecords;
  /** Today's key (UTC), YYYY-MM-DD. */
  today: string;
  /** Marks a finished daily done and counts the streak (useRoundSession's finish does it for a daily round). */
  record(daily: DailyRound): void;
}

/** A game's daily records (`<gameKey>:records`: dailies done, streak), with today's status. */
export function useDailyRecords(gameKey: string): DailyRecords {
  const store = useMemo(() => createRecordsStore(gameKey), [gameKey]);
  const [records, setRecords] = usePersistentState(store, emptyRecords);
  const record = useCallback((daily: DailyRound) => setRecords((previous) => recordDailyRound(previous, daily)), [setRecords]);
  const today = dateKey();
  return { ...dailyStatus(records, today), records, today, record };
}
