// A score game's records in its records document (`<gameKey>:records` version 2, records/score-view.ts), loaded
// after the game's first paint in the records' chunk (useScoreRecords' `loadScoreStore`): the first paint shows
// the bests a plain read gives (peek-scores.ts). A player's `:scores` version 1 and the game's older bests
// (`:best`) are carried over on the first read (every best, round count and recent score kept) and removed once
// the document is saved; the dailies kept in the same document stay as they are.
import type { publishProgress } from '../progress/publish';
import { hasScoreRecords, scoreRecordsOf, withScoreRecordsIn } from '../records/score-view';
import { KIT_LEGACY_FORMATS, type LegacyFormat } from '../records/migrations';
import { createRecordsView } from '../records/store';
import type { StorageLike, Store } from '../storage';
import type { OlderScores } from './peek-scores';
import { raiseRecordedRound } from './raise-recorded-round';
import type { ScoreExtras, ScoreRecords } from './score-records';

// Nothing of the first chunk's modules is imported here but types (a module both chunks use is kept apart from the
// first chunk's code, which costs it bytes): the progress publisher comes with the options.
const emptyScoreRecords = (): ScoreRecords => ({ byKey: {} });

export interface ScoreStoreOptions {
  /** The game's bests from before the score path (its `:best`). */
  older?: OlderScores;
  /** Another storage than localStorage (tests). */
  storage?: StorageLike;
  /** The kit's publishProgress (progress/publish.ts), for the home page's summary: each save publishes the records. */
  publish?: typeof publishProgress;
}

/** The game's older bests as a format of the records document: read only while it holds no score records. */
const olderFormat = ({ suffix, version, read }: OlderScores): LegacyFormat => ({
  suffix,
  version,
  fold(doc, data) {
    if (hasScoreRecords(doc)) return doc;
    const records = read(data);
    return records && withScoreRecordsIn(doc, records);
  },
});

/**
 * The score records of a game's records document. Each save also publishes the last round played and the best
 * in the game's progress summary (contracts/progress.ts), for the home page, with `publish`.
 */
export function createScoreRecordsStore(gameKey: string, { older, storage, publish }: ScoreStoreOptions = {}): Store<ScoreRecords> {
  const legacy = older ? [...KIT_LEGACY_FORMATS, olderFormat(older)] : KIT_LEGACY_FORMATS;
  return createRecordsView({ gameKey, view: scoreRecordsOf, withView: withScoreRecordsIn, empty: emptyScoreRecords, holds: hasScoreRecords, legacy, storage, onSave: (value) => publish?.(gameKey, (w) => (progress, now) => w.withScoreRecords(progress, value, now), { storage }) });
}

/** The score records kept now (none yet: empty). */
export const loadScores = (gameKey: string, options?: ScoreStoreOptions): ScoreRecords => createScoreRecordsStore(gameKey, options).load() ?? emptyScoreRecords();

/**
 * Changes the score records as kept now, read afresh from storage (another tab, or the dailies of the same
 * document, may have written since), and saves them when `change` made new ones.
 */
export function changeScores(gameKey: string, change: (prior: ScoreRecords) => ScoreRecords, options?: ScoreStoreOptions): ScoreRecords {
  const store = createScoreRecordsStore(gameKey, options);
  const prior = store.load() ?? emptyScoreRecords();
  const next = change(prior);
  if (next !== prior) store.save(next);
  return next;
}

/** The round recorded last under `key` goes on scoring (raiseRecordedRound). */
export const raiseScores = (gameKey: string, key: string, score: number, extras: ScoreExtras | undefined, options?: ScoreStoreOptions): ScoreRecords =>
  changeScores(gameKey, (prior) => raiseRecordedRound(prior, key, score, extras), options);
