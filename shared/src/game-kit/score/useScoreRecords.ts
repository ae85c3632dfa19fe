import { useCallback, useMemo, useRef } from 'react';
import { createStore, type Store, type StorageLike } from '../storage';
import { publishProgress } from '../progress/publish';
import { usePersistentState } from '../usePersistentState';
import {
  emptyScoreRecords,
  isScoreRecords,
  raiseRecordedRound,
  recordScore,
  scoreRecordOf,
  SCORE_RECORDS_VERSION,
  type ScoreExtras,
  type ScoreOutcome,
  type ScoreRecord,
  type ScoreRecords,
} from './score-records';

/** The versioned store of a score game's records, saved as 'games:<gameKey>:scores'. */
export function createScoreRecordsStore(gameKey: string, storage?: StorageLike): Store<ScoreRecords> {
  const store = createStore({ key: `${gameKey}:scores`, version: SCORE_RECORDS_VERSION, validate: isScoreRecords, storage });
  return {
    ...store,
    // A round recorded is a round played: the progress summary's last played and best score follow.
    save(value) {
      const saved = store.save(value);
      publishProgress(gameKey, (w) => (progress, now) => w.withScoreRecords(progress, value, now), { storage });
      return saved;
    },
  };
}

export interface ScoreRecordsOptions {
  /**
   * Records kept before the score path (e.g. from a game's older `<gameKey>:best`), read only while nothing is
   * saved under `<gameKey>:scores`; the first finished round saves them in the new place.
   */
  legacy?: () => ScoreRecords | undefined;
  /** Another storage than localStorage (tests). */
  storage?: StorageLike;
}

export interface ScoreRecordsApi {
  /** Every key's records. */
  records: ScoreRecords;
  /** The current key's record: best, bestExtras, played, recent. */
  record: ScoreRecord;
  /** The current key's best score (0 before any). */
  best: number;
  /**
   * Records a finished round under the current key and returns what it made, at once: the outcome is
   * computed from the latest records, never read back from inside a state updater.
   */
  finishRound(score: number, extras?: ScoreExtras): ScoreOutcome;
  /** The round finished last goes on scoring (see raiseRecordedRound): its better score counts, no new round. */
  raiseFinishedRound(score: number, extras?: ScoreExtras): void;
}

/**
 * A score game's records (best score and figures, rounds played, recent scores) for one board or level key,
 * kept in `<gameKey>:scores`. The game shows `best` (or liveBest while a round is on) and calls
 * `finishRound` when a round ends; scoreResult turns the outcome into the round's result.
 */
export function useScoreRecords(gameKey: string, key: string, options: ScoreRecordsOptions = {}): ScoreRecordsApi {
  const { legacy, storage } = options;
  const store = useMemo(() => createScoreRecordsStore(gameKey, storage), [gameKey, storage]);
  const legacyRef = useRef(legacy);
  legacyRef.current = legacy;
  const [records, setRecords] = usePersistentState(store, () => legacyRef.current?.() ?? emptyScoreRecords());
  // The latest records, also after a finishRound earlier in the same event (two rounds never share a best).
  const latest = useRef(records);
  latest.current = records;

  const finishRound = useCallback(
    (score: number, extras?: ScoreExtras) => {
      const outcome = recordScore(latest.current, key, score, extras);
      latest.current = outcome.records;
      setRecords(outcome.records);
      return outcome;
    },
    [key, setRecords],
  );

  const raiseFinishedRound = useCallback(
    (score: number, extras?: ScoreExtras) => {
      const next = raiseRecordedRound(latest.current, key, score, extras);
      if (next === latest.current) return;
      latest.current = next;
      setRecords(next);
    },
    [key, setRecords],
  );

  const record = scoreRecordOf(records, key);
  return { records, record, best: record.best, finishRound, raiseFinishedRound };
}
