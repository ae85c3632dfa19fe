// A score game's personal records: per board or level key, the best score, other best figures the game
// names (best tile, best combo…), rounds played and the latest scores (for a history chart).
// Pure: no React, no storage; the hook (useScoreRecords) keeps them in the game's records document
// (`<gameKey>:records` version 2, records/score-view.ts); `<gameKey>:scores` version 1 was their older place.

/** Other figures of a round, each "higher is better" (e.g. { tile: 2048 }, { combo: 14 }). */
export type ScoreExtras = Readonly<Record<string, number>>;

export interface RecentScore {
  score: number;
  /** When the round ended, in milliseconds since 1970 (UTC). */
  at: number;
}

/** What one board or level key holds. */
export interface ScoreRecord {
  /** The best score so far (0 before any round scored). */
  best: number;
  /** The best of each named figure. */
  bestExtras: Record<string, number>;
  /** Rounds finished. */
  played: number;
  /** The latest rounds, oldest first, at most RECENT_SCORES_LIMIT. */
  recent: RecentScore[];
}

export interface ScoreRecords {
  /** Keyed by board or level ('4', '4:undo', 'easy', DEFAULT_SCORE_KEY…). */
  byKey: Record<string, ScoreRecord>;
}

/** The key of a game without boards or levels. */
export const DEFAULT_SCORE_KEY = 'default';
/** Enough for a history chart of the latest rounds, small enough for localStorage. */
export const RECENT_SCORES_LIMIT = 30;
export const SCORE_RECORDS_VERSION = 1;

export const emptyScoreRecords = (): ScoreRecords => ({ byKey: {} });

/** The record of a key (an empty one when the key has none yet). */
export const scoreRecordOf = (records: ScoreRecords, key: string): ScoreRecord =>
  records.byKey[key] ?? { best: 0, bestExtras: {}, played: 0, recent: [] };

/** What a finished round made of the records. */
export interface ScoreOutcome {
  records: ScoreRecords;
  score: number;
  /** The best score after this round. */
  best: number;
  /** The round beat the previous best (the first round that scores is a new best too). */
  newBest: boolean;
  /** The best before this round; undefined when no round had scored under this key. */
  previousBest: number | undefined;
  /** The named figures that beat their previous best. */
  newBestExtras: string[];
}

/** A score or figure worth keeping: a whole number from 0 up (scores of any game fit well below 1e12). */
export const isScoreValue = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < 1e12;

/** The best that stood before a round; undefined when nothing was ever recorded under the key. */
const standingBest = (record: ScoreRecord) => (record.played > 0 || record.best > 0 ? record.best : undefined);

/**
 * Adds a finished round under `key`: counts it, keeps its score among the recent ones and raises the best
 * score and named figures it beat. Invalid numbers (negative, fractional, NaN) are not recorded.
 */
export function recordScore(records: ScoreRecords, key: string, score: number, extras: ScoreExtras = {}, at: number = Date.now()): ScoreOutcome {
  const before = scoreRecordOf(records, key);
  const valid = isScoreValue(score);
  const newBest = valid && score > before.best;
  const bestExtras = { ...before.bestExtras };
  const newBestExtras = Object.keys(extras).filter((name) => isScoreValue(extras[name]) && extras[name] > (bestExtras[name] ?? 0));
  for (const name of newBestExtras) bestExtras[name] = extras[name];
  const recent = valid ? [...before.recent, { score, at: Math.max(0, Math.floor(at)) }].slice(-RECENT_SCORES_LIMIT) : before.recent;
  const best = newBest ? score : before.best;
  const record: ScoreRecord = { best, bestExtras, played: before.played + 1, recent };
  return { records: { byKey: { ...records.byKey, [key]: record } }, score, best, newBest, previousBest: standingBest(before), newBestExtras };
}

/**
 * The outcome of a round that was already recorded (a finished game shown again after a reload): the standing
 * best, nothing new.
 */
export function recordedOutcome(records: ScoreRecords, key: string, score: number): ScoreOutcome {
  const record = scoreRecordOf(records, key);
  return { records, score, best: liveBest(records, key, score), newBest: false, previousBest: standingBest(record), newBestExtras: [] };
}

/** The best score under `key` counting a round still in play (what a "Best" stat shows while playing). */
export function liveBest(records: ScoreRecords, key: string, score: number): number {
  return Math.max(scoreRecordOf(records, key).best, isScoreValue(score) ? score : 0);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRecentScore = (value: unknown) => isObject(value) && isScoreValue(value.score) && Number.isSafeInteger(value.at) && (value.at as number) >= 0;

export function isScoreRecord(value: unknown): value is ScoreRecord {
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

/** Checks stored data really is ScoreRecords (it may be old, edited or corrupt). */
export function isScoreRecords(value: unknown): value is ScoreRecords {
  return isObject(value) && isObject(value.byKey) && Object.values(value.byKey).every(isScoreRecord);
}

/**
 * Records from bests kept before the score path (a game's older `…:best` value): each key gets its best score
 * and figures, with no rounds counted. Scores and figures that are not valid numbers are left out.
 */
export function scoreRecordsFromBests(bests: Readonly<Record<string, { best: number; extras?: ScoreExtras }>>): ScoreRecords {
  const records = emptyScoreRecords();
  for (const [key, { best, extras = {} }] of Object.entries(bests)) {
    if (!isScoreValue(best)) continue;
    const bestExtras = Object.fromEntries(Object.entries(extras).filter(([, value]) => isScoreValue(value)));
    records.byKey[key] = { ...scoreRecordOf(records, key), best, bestExtras };
  }
  return records;
}
