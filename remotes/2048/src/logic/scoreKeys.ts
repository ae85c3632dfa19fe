import { scoreRecordsFromBests, type ScoreRecords } from '@games/shared/game-kit/score/score-records';
import { BOARD_SIZES, type BoardSize } from './grid';

/** Records are kept per board size, and apart for games where undo was used ('4', '4:undo'). */
export function scoreKeyOf(size: BoardSize, undoUsed: boolean): string {
  return undoUsed ? `${size}:undo` : String(size);
}

/** The bests as saved before the kit's score path ('2048:best'): per size, without and with undo. */
export type LegacyBestScores = Partial<Record<string, { withoutUndo: number; withUndo: number }>>;

const isScore = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

export function isLegacyBestScores(value: unknown): value is LegacyBestScores {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, entry]) => {
    if (!BOARD_SIZES.includes(Number(key) as BoardSize) || typeof entry !== 'object' || entry === null) return false;
    const e = entry as Record<string, unknown>;
    return isScore(e.withoutUndo) && isScore(e.withUndo);
  });
}

/** A player's older bests, carried into the score records (a best of 0 was never set). */
export function scoreRecordsFromLegacy(legacy: LegacyBestScores): ScoreRecords {
  const bests: Record<string, { best: number }> = {};
  for (const [size, entry] of Object.entries(legacy)) {
    if (entry?.withoutUndo) bests[size] = { best: entry.withoutUndo };
    if (entry?.withUndo) bests[`${size}:undo`] = { best: entry.withUndo };
  }
  return scoreRecordsFromBests(bests);
}
