import type { LayoutId } from './board';

/**
 * Unlimited play's levels, easiest first. The learning levels are positions made by reverse play on the
 * English board (more un-jumps, more pegs); the full boards are the classic starts.
 */
export const LEVELS = [
  { value: 'easy', label: 'Easy', layout: 'english', unjumps: 4 },
  { value: 'medium', label: 'Medium', layout: 'english', unjumps: 8 },
  { value: 'hard', label: 'Hard', layout: 'english', unjumps: 14 },
  { value: 'english', label: 'English', layout: 'english', unjumps: 0 },
  { value: 'french', label: 'French', layout: 'french', unjumps: 0 },
] as const satisfies ReadonlyArray<{ value: string; label: string; layout: LayoutId; unjumps: number }>;

export type Level = (typeof LEVELS)[number]['value'];

export const isLevel = (value: unknown): value is Level => LEVELS.some((level) => level.value === value);

export const levelOf = (value: string) => LEVELS.find((level) => level.value === value) ?? LEVELS[0];

/** The daily puzzle: a hard learning position, the same for everyone on a date. */
export const DAILY_LEVEL: Level = 'hard';
