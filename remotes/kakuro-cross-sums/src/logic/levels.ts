/**
 * Unlimited play's levels, easiest first. `size` counts the whole square, clue border included (6×6 has a
 * 5×5 field); `maxRun` keeps easy runs short; `logical` levels are solvable by combinations and singles
 * alone (no guessing).
 */
export const LEVELS = [
  { value: 'easy', label: 'Easy', size: 6, maxRun: 4, logical: true },
  { value: 'medium', label: 'Medium', size: 9, maxRun: 6, logical: true },
  { value: 'hard', label: 'Hard', size: 12, maxRun: 6, logical: true },
  { value: 'expert', label: 'Expert', size: 15, maxRun: 7, logical: false },
] as const;

export type Level = (typeof LEVELS)[number]['value'];

export const isLevel = (value: unknown): value is Level => LEVELS.some((level) => level.value === value);

export const levelOf = (level: string) => LEVELS.find((l) => l.value === level) ?? LEVELS[0];

export const levelLabel = (level: string): string => LEVELS.find((l) => l.value === level)?.label ?? level;

/** The daily puzzle's level (a 9×9, like the middle grade of the Dell books). */
export const DAILY_LEVEL: Level = 'medium';
