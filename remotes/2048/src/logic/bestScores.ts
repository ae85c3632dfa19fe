import { isBoardSize, type BoardSize } from './grid';

/** Best scores on one board size, kept apart for games where undo was used. */
export interface BestScore {
  withoutUndo: number;
  withUndo: number;
}

/** Keyed by board size ('3' … '6'). */
export type BestScores = Partial<Record<string, BestScore>>;

export function bestFor(best: BestScores, size: BoardSize, undoUsed: boolean): number {
  const entry = best[String(size)];
  return (undoUsed ? entry?.withUndo : entry?.withoutUndo) ?? 0;
}

/** Records a score; returns the same object when it beats nothing. */
export function recordScore(best: BestScores, size: BoardSize, score: number, undoUsed: boolean): BestScores {
  if (score <= bestFor(best, size, undoUsed)) return best;
  const key = String(size);
  const entry = best[key] ?? { withoutUndo: 0, withUndo: 0 };
  return { ...best, [key]: undoUsed ? { ...entry, withUndo: score } : { ...entry, withoutUndo: score } };
}

const isScore = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

export function isBestScores(value: unknown): value is BestScores {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, entry]) => {
    if (!isBoardSize(Number(key)) || typeof entry !== 'object' || entry === null) return false;
    const e = entry as Record<string, unknown>;
    return isScore(e.withoutUndo) && isScore(e.withUndo);
  });
}
