// The score games' view of the records document (what `<gameKey>:scores` version 1 held, score/score-records.ts):
// per board or level key, the best score, the best of other figures the game names, rounds played and the
// latest scores. Pure.
import { isObject } from '../guards';
import type { ScoreRecord, ScoreRecords } from '../score/score-records';
import { RECENT_SCORES_LIMIT, withBoard, type RecordsDocument } from './document';
import { METRIC_POLICY } from './metrics';

/** The counter of a board's finished score rounds (puzzles count 'played' on the totals board instead). */
export const ROUNDS = 'rounds';

/** score-records.ts's isScoreValue, repeated for the reason isScoreRecordsV1 says. */
export const isScoreValue = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < 1e12;

const isRecentScore = (value: unknown) => isObject(value) && isScoreValue(value.score) && Number.isSafeInteger(value.at) && (value.at as number) >= 0;

function isScoreRecord(value: unknown): value is ScoreRecord {
  return (
    isObject(value) &&
    isScoreValue(value.best) &&
    isScoreValue(value.played) &&
    isObject(value.bestExtras) &&
    Object.values(value.bestExtras).every(isScoreValue) &&
    Array.isArray(value.recent) &&
    value.recent.length <= RECENT_SCORES_LIMIT &&
    value.recent.every(isRecentScore)
  );
}

/**
 * The check of `<gameKey>:scores` version 1 (score-records.ts's isScoreRecords). That format is frozen; its check
 * is repeated here so the home page's chunk, which reads records through this module, does not take in the
 * score path (a game's first-chunk module).
 */
export function isScoreRecordsV1(value: unknown): value is ScoreRecords {
  return isObject(value) && isObject(value.byKey) && Object.values(value.byKey).every(isScoreRecord);
}

/** A game's own figure: any metric without a fixed meaning (the fixed ones are other views'). */
const isExtra = (metric: string) => !Object.prototype.hasOwnProperty.call(METRIC_POLICY, metric);

/** The score records the document holds: the boards with a 'score' metric. */
export function scoreRecordsOf(doc: RecordsDocument): ScoreRecords {
  const byKey: Record<string, ScoreRecord> = {};
  for (const [key, board] of Object.entries(doc.boards)) {
    if (board.best.score === undefined) continue;
    const bestExtras = Object.fromEntries(Object.entries(board.best).filter(([metric]) => isExtra(metric)));
    byKey[key] = { best: board.best.score, bestExtras, played: board.counts[ROUNDS] ?? 0, recent: board.recent };
  }
  return { byKey };
}

/** Whether the document holds any score records (a game's older bests are read only while it holds none). */
export const hasScoreRecords = (doc: RecordsDocument): boolean => Object.values(doc.boards).some((board) => board.best.score !== undefined);

/** The document holding `records` as its score records; what else it holds (best times, dailies) is kept. */
export function withScoreRecordsIn(doc: RecordsDocument, records: ScoreRecords): RecordsDocument {
  let next = doc;
  for (const key of new Set([...Object.keys(doc.boards), ...Object.keys(records.byKey)])) {
    const record = Object.prototype.hasOwnProperty.call(records.byKey, key) ? records.byKey[key] : undefined;
    next = withBoard(next, key, (board) => {
      const kept = Object.fromEntries(Object.entries(board.best).filter(([metric]) => !isExtra(metric) && metric !== 'score'));
      const { [ROUNDS]: _rounds, ...counts } = board.counts;
      if (!record) return { best: kept, counts, recent: [] };
      return { best: { ...kept, ...record.bestExtras, score: record.best }, counts: { ...counts, [ROUNDS]: record.played }, recent: record.recent };
    });
  }
  return next;
}
