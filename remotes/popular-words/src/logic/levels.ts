/** Unlimited play's levels, easiest first: the board grows (short labels: the picker shares a phone's header). */
export const LEVELS = [
  { value: 'easy', label: 'Easy', size: 3 },
  { value: 'hard', label: 'Hard', size: 5 },
] as const;

export type Level = (typeof LEVELS)[number]['value'];

export const isLevel = (value: unknown): value is Level => LEVELS.some((level) => level.value === value);

/** Board size of a level; the easiest level's for anything else. */
export const sizeOfLevel = (level: string): number => (LEVELS.find((l) => l.value === level) ?? LEVELS[0]).size;
