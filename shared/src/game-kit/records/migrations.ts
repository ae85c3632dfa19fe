// The older formats a game's records come from, each folded into the records document on first read: the
// puzzle games' `<gameKey>:records` version 1, the score games' `<gameKey>:scores` version 1, and a game's own
// (Connections' `:stats`, the opponent games' `:tally`) passed by its store. Bests, counts and streaks are kept
// exactly; a value that fails its format's check is left behind (no records rather than wrong ones). Pure.
import { emptyDocument, type RecordsDocument } from './document';
import { isPuzzleRecordsV1, withPuzzleRecordsIn } from './puzzle-view';
import { isScoreRecordsV1, withScoreRecordsIn } from './score-view';

/** An older format: where it was kept (`games:<gameKey>:<suffix>`), its version, and how it folds in. */
export interface LegacyFormat {
  suffix: string;
  version: number;
  /** The document with the old data folded in; undefined when the data is not of this format. */
  fold(doc: RecordsDocument, data: unknown): RecordsDocument | undefined;
}

export const PUZZLE_RECORDS_V1: LegacyFormat = {
  suffix: 'records',
  version: 1,
  fold: (doc, data) => (isPuzzleRecordsV1(data) ? withPuzzleRecordsIn(doc, data) : undefined),
};

export const SCORE_RECORDS_V1: LegacyFormat = {
  suffix: 'scores',
  version: 1,
  fold: (doc, data) => (isScoreRecordsV1(data) ? withScoreRecordsIn(doc, data) : undefined),
};

/** The formats every game's records may come from. */
export const KIT_LEGACY_FORMATS: readonly LegacyFormat[] = [PUZZLE_RECORDS_V1, SCORE_RECORDS_V1];

/** A parsed `{ v, data }` envelope, or undefined. */
export function parseEnvelope(raw: string | null): { v: unknown; data: unknown } | undefined {
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && 'v' in parsed && 'data' in parsed ? (parsed as { v: unknown; data: unknown }) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The document made of a game's older records: `read(suffix)` gives the raw value kept under
 * `games:<gameKey>:<suffix>`. `from` lists the suffixes whose data was carried over (none: nothing to migrate).
 * `start`: the document they fold into (a stored one that lacks a view's part; defaults to an empty one).
 */
export function migrateRecords(
  read: (suffix: string) => string | null,
  formats: readonly LegacyFormat[],
  start: RecordsDocument = emptyDocument(),
): { doc: RecordsDocument; from: string[] } {
  let doc = start;
  const from: string[] = [];
  for (const format of formats) {
    const envelope = parseEnvelope(read(format.suffix));
    if (!envelope || envelope.v !== format.version) continue;
    const folded = format.fold(doc, envelope.data);
    if (!folded) continue;
    doc = folded;
    from.push(format.suffix);
  }
  return { doc, from };
}
