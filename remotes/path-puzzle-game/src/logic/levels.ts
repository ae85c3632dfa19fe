// The level packs, easiest first: each pack is one board size (the later ones with walls or bridges), with
// numbered levels dealt from fixed seeds, so level 12 of the 7×7 pack is the same board for everyone. A level's
// value ("p7-12") keys its saved game and stars, so packs may be added between others but never renamed.
export interface Pack {
  id: string;
  /** "7×7", "7×7 walls". */
  label: string;
  size: number;
  /** Walls between some cells, which no pipe may cross. */
  walls: boolean;
  /** Bridges: cells where two pipes cross, one straight across and one straight under. */
  bridges?: boolean;
  /** What is new in the pack, for the level map. */
  blurb: string;
}

export const PACKS: readonly Pack[] = [
  { id: 'p5', label: '5×5', size: 5, walls: false, blurb: 'First flows' },
  { id: 'p6', label: '6×6', size: 6, walls: false, blurb: 'A little more room' },
  { id: 'p7', label: '7×7', size: 7, walls: false, blurb: 'Longer pipes' },
  { id: 'p8', label: '8×8', size: 8, walls: false, blurb: 'Bigger boards' },
  { id: 'w7', label: '7×7 walls', size: 7, walls: true, blurb: 'Walls: pipes may not cross the thick lines' },
  { id: 'b7', label: '7×7 bridges', size: 7, walls: false, bridges: true, blurb: 'Bridges: two pipes cross, one over, one under' },
  { id: 'p9', label: '9×9', size: 9, walls: false, blurb: 'Many colours' },
  { id: 'w9', label: '9×9 walls', size: 9, walls: true, blurb: 'Walls and long pipes' },
  { id: 'b9', label: '9×9 bridges', size: 9, walls: false, bridges: true, blurb: 'Bridges and long pipes' },
  { id: 'p10', label: '10×10', size: 10, walls: false, blurb: 'Large boards' },
  { id: 'w10', label: '10×10 walls', size: 10, walls: true, blurb: 'Large boards with walls' },
  { id: 'b10', label: '10×10 bridges', size: 10, walls: false, bridges: true, blurb: 'Large boards with bridges' },
  { id: 'p12', label: '12×12', size: 12, walls: false, blurb: 'The largest boards' },
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
