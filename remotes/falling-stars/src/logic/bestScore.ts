import { DEFAULT_SCORE_KEY, scoreRecordsFromBests, type ScoreRecords } from '@games/shared/game-kit/score/score-records';

/** The record saved before the kit's score path ('falling-stars:best'): best score and best combo. */
export interface LegacyBestRecord {
  score: number;
  combo: number;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1e9;

export function isLegacyBestRecord(value: unknown): value is LegacyBestRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return isCount(record.score) && isCount(record.combo);
}

/** A player's older best score and combo, carried into the score records (one key: the game has no levels). */
export function scoreRecordsFromLegacy(legacy: LegacyBestRecord): ScoreRecords {
  return scoreRecordsFromBests({ [DEFAULT_SCORE_KEY]: { best: legacy.score, extras: { combo: legacy.combo } } });
}
