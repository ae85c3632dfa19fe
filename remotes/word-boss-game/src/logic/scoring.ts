// Points: by word length, and a bonus for finding every slot word of a board.
import type { LevelId } from './data';

const POINTS: Record<number, number> = { 3: 30, 4: 60, 5: 100, 6: 200, 7: 300 };

/** 3 → 30, 4 → 60, 5 → 100, 6 → 200, 7 → 300. */
export const wordPoints = (word: string): number => POINTS[word.length] ?? 0;

/** Added when every slot of a board is found. */
export const ALL_FOUND_BONUS: Record<LevelId, number> = { six: 500, seven: 800 };

/** A round's length on the timer. */
export const ROUND_MS = 120_000;
