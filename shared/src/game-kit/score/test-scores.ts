// For tests: a score game's records as the kit keeps them, read back from storage: the records document
// (`games:<gameKey>:records` version 2, records/) seen through the score view. Null when none are kept.
import { scoreRecordsOf } from '../records/score-view';
import type { ScoreRecords } from './score-records';

export function storedScoreRecords(gameKey: string, storage: Pick<Storage, 'getItem'> = window.localStorage): ScoreRecords | null {
  const raw = storage.getItem(`games:${gameKey}:records`);
  if (raw === null) return null;
  const envelope = JSON.parse(raw) as { v: unknown; data: unknown };
  if (envelope.v !== 2) throw new Error(`games:${gameKey}:records is version ${String(envelope.v)}, not the records document (version 2)`);
  return scoreRecordsOf(envelope.data as Parameters<typeof scoreRecordsOf>[0]);
}
