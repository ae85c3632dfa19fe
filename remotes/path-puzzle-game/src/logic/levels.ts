// The level packs, easiest first: each pack is one board size (the later ones with walls or bridges), with
// numbered levels dealt from fixed seeds, so level 12 of the 7×7 pack is the same board for everyone. A level's
// value ("p7-12") keys its saved game and stars, so packs may be added between others but never renamed. What
// each pack brings is said on the level map (LevelMap.tsx: its words load with the map, not in the first chunk).
export interface Pack {
  id: string;
  /** "7×7", "7×7 walls". */
  label: string;
  size: number;
  /** Walls between some cells, which no pipe may cross. */
  walls: boolean;
  /** Bridges: cells where two pipes cross, one straight across and one straight under. */
  bridges?: boolean;
}

export const PACKS: readonly Pack[] = [
  { id: 'p5', label: '5×5', size: 5, walls: false },
  { id: 'p6', label: '6×6', size: 6, walls: false },
  { id: 'p7', label: '7×7', size: 7, walls: false },
  { id: 'p8', label: '8×8', size: 8, walls: false },
  { id: 'w7', label: '7×7 walls', size: 7, walls: true },
  { id: 'b7', label: '7×7 bridges', size: 7, walls: false, bridges: true },
  { id: 'p9', label: '9×9', size: 9, walls: false },
  { id: 'w9', label: '9×9 walls', size: 9, walls: true },
  { id: 'b9', label: '9×9 bridges', size: 9, walls: false, bridges: true },
  { id: 'p10', label: '10×10', size: 10, walls: false },
  { id: 'w10', label: '10×10 walls', size: 10, walls: true },
  { id: 'b10', label: '10×10 bridges', size: 10, walls: false, bridges: true },
  { id: 'p12', label: '12×12', size: 12, walls: false },
];

export const LEVELS_PER_PACK = 30;

export interface LevelInfo {
  /** "p7-12": pack and number. */
  value: string;
  label: string;
  pack: Pack;
  number: number;
}

export const LEVELS: readonly LevelInfo[] = PACKS.flatMap((pack) =>
  Array.from({ length: LEVELS_PER_PACK }, (_, i) => ({ value: `${pack.id}-${i + 1}`, label: `${pack.label}, level ${i + 1}`, pack, number: i + 1 })),
);

const byValue = new Map(LEVELS.map((level) => [level.value, level]));

export const isLevel = (value: unknown): value is string => typeof value === 'string' && byValue.has(value);

/** A level's facts; the first level's for anything else. */
export const levelInfo = (level: string): LevelInfo => byValue.get(level) ?? LEVELS[0];

export const packOf = (id: string): Pack => PACKS.find((pack) => pack.id === id) ?? PACKS[0];

/** The next level (on into the next pack), or null after the last. */
export function nextLevel(level: string): string | null {
  const i = LEVELS.findIndex((l) => l.value === level);
  return i >= 0 && i + 1 < LEVELS.length ? LEVELS[i + 1].value : null;
}

/** The daily puzzle is a 7×7 board (filed under the 7×7 pack's first level: the kit needs one of the levels). */
export const DAILY_PACK = 'p7';
export const DAILY_LEVEL = 'p7-1';

/** The seed of a numbered level: fixed, so everyone gets the same board. */
export const levelSeed = (level: string): string => `level:${level}`;
