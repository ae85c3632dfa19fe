// The level packs, easiest first: the board grows and so does the number of colours.
export const LEVELS = [
  { value: 'pack5', label: '5×5', size: 5 },
  { value: 'pack6', label: '6×6', size: 6 },
  { value: 'pack7', label: '7×7', size: 7 },
  { value: 'pack8', label: '8×8', size: 8 },
  { value: 'pack9', label: '9×9', size: 9 },
  { value: 'pack10', label: '10×10', size: 10 },
  { value: 'pack12', label: '12×12', size: 12 },
] as const;

export type Level = (typeof LEVELS)[number]['value'];

export const isLevel = (value: unknown): value is Level => LEVELS.some((level) => level.value === value);

/** Board size of a level; the easiest level's for anything else. */
export const sizeOfLevel = (level: string): number => (LEVELS.find((l) => l.value === level) ?? LEVELS[0]).size;

/** The daily puzzle: one 7×7 board for everyone. */
export const DAILY_LEVEL: Level = 'pack7';
