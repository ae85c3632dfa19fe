// A round game's dailies as a hook. The first paint shows the days done and the streak of a plain read
// (peek-daily.ts); the records' store (daily-store.ts: the records document, its migrations and writes) loads
// after it in its own chunk (records/useKeptRecords), and every change is made there on the records as kept.
import { useCallback } from 'react';
import { dateKey } from '../puzzle/daily';
import type { PuzzleRecords } from '../puzzle/records';
import { publishProgress } from '../progress/publish';
import { useKeptRecords } from '../records/useKeptRecords';
import type { StorageLike } from '../storage';
import { peekDailyRecords } from './peek-daily';
import { dailyStatus, recordDailyRound, type DailyRound, type DailyStatus } from './round-save';

export interface DailyRecords extends DailyStatus {
  /** The dailies (until the records' store has loaded: the days done and the streak alone). */
  records: PuzzleRecords;
  /** Today's key (UTC), YYYY-MM-DD. */
  today: string;
  /** Marks a finished daily done and counts the streak (useRoundSession's finish does it for a daily round). */
  record(daily: DailyRound): void;
  /** Any other change of the records (a game that counts its wins with recordWin), made on the records as kept. */
  change(change: (prior: PuzzleRecords) => PuzzleRecords): void;
}

/** A game's daily records (dailies done, streak, in its records document `<gameKey>:records`), with today's status. */
export function useDailyRecords(gameKey: string, storage?: StorageLike): DailyRecords {
  const { records, latest, keep } = useKeptRecords(
    () => peekDailyRecords(gameKey, storage),
    (stores) => stores.loadDaily(gameKey, storage),
  );
  const change = useCallback(
    (apply: (prior: PuzzleRecords) => PuzzleRecords) => keep((stores) => stores.changeDaily(gameKey, apply, storage, publishProgress), apply(latest.current)),
    [gameKey, storage, latest, keep],
  );
  const record = useCallback((daily: DailyRound) => change((prior) => recordDailyRound(prior, daily)), [change]);
  const today = dateKey();
  return { ...dailyStatus(records, today), records, today, record, change };
}
