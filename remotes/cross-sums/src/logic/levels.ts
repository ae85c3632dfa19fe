/** Unlimited play's levels, easiest first: the grid grows, and hard levels add cages. */
export const LEVELS = [
  { value: 'easy', label: 'Easy 5×5', size: 5, cages: false },
  { value: 'medium', label: 'Medium 6×6', size: 6, cages: false },
  { value: 'hard', label: 'Hard 7×7', size: 7, cages: true },
  { value: 'expert', label: 'Expert 9×9', size: 9, cages: true },
] as const;

export type Level = (typeof LEVELS)[number]['value'];

export const isLevel = (value: unknown): value is Level => LEVELS.some((level) => level.value === value);

const levelOf = (level: string) => LEVELS.find((l) => l.value === level) ?? LEVELS[0];

/** Board size of a level; the easiest level's for anything else. */
export const sizeOfLevel = (level: string): number => levelOf(level).size;

export const hasCages = (level: string): boolean => levelOf(level).cages;

/** Levels whose puzzles must be solved by line logic alone (no guessing). */
export const noGuessLevel = (level: string): boolean => level === 'easy' || level === 'medium';

export const DAILY_LEVEL: Level = 'medium';

/** Lives when mistakes count. */
export const LIVES = 3;
