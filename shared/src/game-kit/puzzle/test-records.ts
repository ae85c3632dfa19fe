// For tests: a puzzle game's records as the puzzle session keeps them, read back from storage: the records
// document (`games:<gameKey>:records` version 2, records/) seen through the puzzle view. Null when none are kept.
import { puzzleRecordsOf } from '../records/puzzle-view';
import type { PuzzleRecords } from './records';

export function storedPuzzleRecords(gameKey: string, storage: Pick<Storage, 'getItem'> = window.localStorage): PuzzleRecords | null {
  const raw = storage.getItem(`games:${gameKey}:records`);
  if (raw === null) return null;
  const envelope = JSON.parse(raw) as { v: unknown; data: unknown };
  if (envelope.v !== 2) throw new Error(`games:${gameKey}:records is version ${String(envelope.v)}, not the records document (version 2)`);
  return puzzleRecordsOf(envelope.data as Parameters<typeof puzzleRecordsOf>[0]);
}
