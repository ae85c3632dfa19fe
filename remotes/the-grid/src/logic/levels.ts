/** Unlimited play's levels, easiest first: the board grows (short labels: the picker shares a phone's header). */
export const LEVELS = [
  { value: 'easy', label: 'Easy 5×5', size: 5 },
  { value: 'medium', label: 'Medium 10×10', size: 10 },
  { value: 'hard', label: 'Hard 15×15', size: 15 },
  { value: 'expert', label: 'Expert 20×20', size: 20 },
] as const;

export type Level = (typeof LEVELS)[number]['value'];

export const isLevel = (value: unknown): value is Level => LEVELS.some((level) => level.value === value);

/** Board size of a level; the easiest level's for anything else. */
export const sizeOfLevel = (level: string): number => (LEVELS.find((l) => l.value === level) ?? LEVELS[0]).size;

/** Levels whose puzzles must be solvable line by line (no guessing): the rest may need contradiction reasoning. */
export const lineSolvedLevel = (level: string): boolean => level === 'easy' || level === 'medium';

