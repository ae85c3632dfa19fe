/**
 * Unlimited play's levels, easiest first: the even sizes from 6×6 to 14×14 (short labels: the picker shares a
 * phone's header). `tier` is the hardest reasoning a level's puzzles may need: 1 the simple rules (two alike
 * side by side, a gap between two alike, a line already holding half of one digit), 2 whole-line reasoning
 * (counting what a line still needs, and no two equal rows or columns). No level ever needs a guess.
 */
export const LEVELS = [
  { value: '6x6', label: '6×6', size: 6, tier: 1 },
  { value: '8x8', label: '8×8', size: 8, tier: 1 },
  { value: '10x10', label: '10×10', size: 10, tier: 2 },
  { value: '12x12', label: '12×12', size: 12, tier: 2 },
  { value: '14x14', label: '14×14', size: 14, tier: 2 },
] as const;

export type LevelSpec = (typeof LEVELS)[number];
export type Level = LevelSpec['value'];
export type Tier = 1 | 2;

export const isLevel = (value: unknown): value is Level => LEVELS.some((level) => level.value === value);

/** A level's settings; the easiest level's for anything else. */
export const levelSpec = (level: string): LevelSpec => LEVELS.find((l) => l.value === level) ?? LEVELS[0];

/** The daily puzzle's level: 10×10, the same for everyone. */
export const DAILY_LEVEL: Level = '10x10';
