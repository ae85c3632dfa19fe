// A score game's bests on its first paint (the Best stat), read as plain data (records/peek.ts): the records
// document's board bests, else the `:scores` version 1 bests, else the game's older format. Rounds, figures and
// recent scores come with the records' store after the first paint (score-store.ts).
import { isObject, peekStored } from '../records/peek';
import type { StorageLike } from '../storage';
import { emptyScoreRecords, isScoreValue, type ScoreRecords } from './score-records';

/**
 * Bests a game kept before the score path (its `<gameKey>:best`): where, under which version, and the score
 * records they make (undefined when the data is not of that format). Read only while the game keeps no score
 * records; carried into the records document and removed once it is saved.
 */
export interface OlderScores {
  suffix: string;
  version: number;
  read(data: unknown): ScoreRecords | undefined;
}

/** Score records holding only each key's best (`bestOf` an entry), for the keys whose best is a score. */
function bestsOf(entries: unknown, bestOf: (entry: Record<string, unknown>) => unknown): ScoreRecords {
  const records = emptyScoreRecords();
  for (const [key, entry] of Object.entries(isObject(entries) ? entries : {})) {
    const best = isObject(entry) ? bestOf(entry) : undefined;
    if (isScoreValue(best)) records.byKey[key] = { best, bestExtras: {}, played: 0, recent: [] };
  }
  return records;
}

/** The bests to show before the records' store has loaded. */
export function peekScoreRecords(gameKey: string, older?: OlderScores, storage?: StorageLike): ScoreRecords {
  const doc = peekStored(gameKey, 'records', storage);
  const inDocument = doc?.v === 2 ? bestsOf(doc.data.boards, (board) => isObject(board.best) && board.best.score) : emptyScoreRecords();
  if (Object.keys(inDocument.byKey).length) return inDocument;
  const scores = peekStored(gameKey, 'scores', storage);
  if (scores?.v === 1) return bestsOf(scores.data.byKey, (record) => record.best);
  const old = older && peekStored(gameKey, older.suffix, storage);
  return (old && old.v === older.version && older.read(old.data)) || emptyScoreRecords();
}
