/**
 * Unlimited play's levels, easiest first: the board grows from 3×3 to 7×7 and the dealer presses more cells
 * (short labels: the picker shares a phone's header). `presses` is how many distinct cells the dealer presses
 * from a black board; `minPar` the fewest presses a dealt puzzle may need (else it is dealt again).
 */
export const LEVELS = [
  { value: '3x3', label: '3×3', size: 3, presses: 4, minPar: 3 },
  { value: '4x4', label: '4×4', size: 4, presses: 6, minPar: 4 },
  { value: '5x5', label: '5×5', size: 5, presses: 9, minPar: 6 },
  { value: '6x6', label: '6×6', size: 6, presses: 12, minPar: 9 },
  { value: '7x7', label: '7×7', size: 7, presses: 16, minPar: 12 },
] as const;

export type LevelSpec = (typeof LEVELS)[number];
export type Level = LevelSpec['value'];

export const isLevel = (value: unknown): value is Level => LEVELS.some((level) => level.value === value);

/** A level's settings; the easiest level's for anything else. */
export const levelSpec = (level: string): LevelSpec => LEVELS.find((l) => l.value === level) ?? LEVELS[0];

/** Board size of a level; the easiest level's for anything else. */
export const sizeOfLevel = (level: string): number => levelSpec(level).size;

/** The daily puzzle's level: the middle board, the same for everyone. */
export const DAILY_LEVEL: Level = '5x5';
