/** Unlimited play's boards, smallest first: rows × columns of cards (short labels: the picker shares a phone's header). */
export const LEVELS = [
  { value: '3x4', label: '3×4', rows: 3, cols: 4 },
  { value: '4x4', label: '4×4', rows: 4, cols: 4 },
  { value: '4x5', label: '4×5', rows: 4, cols: 5 },
  { value: '5x6', label: '5×6', rows: 5, cols: 6 },
  { value: '6x6', label: '6×6', rows: 6, cols: 6 },
] as const;

export type Level = (typeof LEVELS)[number]['value'];

/** Today's daily deal is always the 4×4 board, so every visitor plays the same cards. */
export const DAILY_LEVEL: Level = '4x4';

export const isLevel = (value: unknown): value is Level => LEVELS.some((level) => level.value === value);

/** Rows and columns of a level; the smallest board's for anything else. */
export function shapeOfLevel(level: string): { rows: number; cols: number } {
  const found = LEVELS.find((l) => l.value === level) ?? LEVELS[0];
  return { rows: found.rows, cols: found.cols };
}

/** The most pairs any board holds (6×6): every theme draws at least this many faces. */
export const MAX_PAIRS = 18;
