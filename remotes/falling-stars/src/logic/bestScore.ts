/** The saved record: best score and best combo. */
export interface BestRecord {
  score: number;
  combo: number;
}

export const NO_BEST: BestRecord = { score: 0, combo: 0 };

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1e9;

export function isBestRecord(value: unknown): value is BestRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return isCount(record.score) && isCount(record.combo);
}

/** The record after a finished game; the same object when nothing improved. */
export function recordGame(best: BestRecord, score: number, combo: number): BestRecord {
  if (score <= best.score && combo <= best.combo) return best;
  return { score: Math.max(best.score, score), combo: Math.max(best.combo, combo) };
}
