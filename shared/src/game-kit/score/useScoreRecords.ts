// A score game's records as a hook. The first paint shows the bests of a plain read (peek-scores.ts); the
// records' store (score-store.ts: the records document, its migrations and writes) loads after it in its own
// chunk (records/useKeptRecords), with every round played, figure and recent score, and every change is made
// there on the records as kept.
import { useCallback } from 'react';
import { publishProgress } from '../progress/publish';
import { useKeptRecords } from '../records/useKeptRecords';
import type { StorageLike } from '../storage';
import { peekScoreRecords, type OlderScores } from './peek-scores';
import { recordScore, scoreRecordOf, type ScoreExtras, type ScoreOutcome, type ScoreRecord, type ScoreRecords } from './score-records';

export type { OlderScores } from './peek-scores';

export interface ScoreRecordsOptions {
  /**
   * Bests kept before the score path (a game's older `<gameKey>:best`), read only while the game keeps no score
   * records; carried into the records document on its first save.
   */
  older?: OlderScores;
  /** Another storage than localStorage (tests). */
  storage?: StorageLike;
}

export interface ScoreRecordsApi {
  /** Every key's records (until the records' store has loaded: the bests alone). */
  records: ScoreRecords;
  /** The current key's record: best, bestExtras, played, recent. */
  record: ScoreRecord;
  /** The current key's best score (0 before any). */
  best: number;
  /**
   * Records a finished round under the current key and returns what it made, at once: the outcome is
   * computed from the latest records, never read back from inside a state updater. `key` is the round's own
   * when it differs from the current one.
   */
  finishRound(score: number, extras?: ScoreExtras, key?: string): ScoreOutcome;
  /** The round finished last goes on scoring (see raiseRecordedRound): its better score counts, no new round. */
  raiseFinishedRound(score: number, extras?: ScoreExtras): void;
}

/**
 * A score game's records (best score and figures, rounds played, recent scores) for one board or level key,
 * kept in the game's records document (`<gameKey>:records`). The game shows `best` (or liveBest while a round
 * is on) and calls `finishRound` when a round ends; scoreResult turns the outcome into the round's result.
 */
export function useScoreRecords(gameKey: string, key: string, options: ScoreRecordsOptions = {}): ScoreRecordsApi {
  const { older, storage } = options;
  const keeping = { ...options, publish: publishProgress };
  const { records, latest, keep } = useKeptRecords(
    () => peekScoreRecords(gameKey, older, storage),
    (stores) => stores.loadScores(gameKey, keeping),
  );

  const finishRound = useCallback(
    (score: number, extras?: ScoreExtras, roundKey = key) => {
      const at = Date.now();
      const outcome = recordScore(latest.current, roundKey, score, extras, at);
      keep((stores) => stores.changeScores(gameKey, (prior) => recordScore(prior, roundKey, score, extras, at).records, keeping), outcome.records);
      return outcome;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options are the game's constants
    [gameKey, key, keep],
  );

  const raiseFinishedRound = useCallback(
    (score: number, extras?: ScoreExtras) => keep((stores) => stores.raiseScores(gameKey, key, score, extras, keeping)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options are the game's constants
    [gameKey, key, keep],
  );

  const record = scoreRecordOf(records, key);
  return { records, record, best: record.best, finishRound, raiseFinishedRound };
}
