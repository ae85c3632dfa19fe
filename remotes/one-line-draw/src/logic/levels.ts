import type { FigureParams } from './generate';

export interface World {
  id: number;
  name: string;
  /** What is new in this world, for the level map. */
  blurb: string;
}

export const WORLDS: readonly World[] = [
  { id: 1, name: 'First strokes', blurb: 'Small figures' },
  { id: 2, name: 'Shapes', blurb: 'Bigger figures' },
  { id: 3, name: 'Double lines', blurb: 'Trace the double lines twice' },
  { id: 4, name: 'One way', blurb: 'Arrows go one way only' },
  { id: 5, name: 'Masters', blurb: 'Doubles and arrows together' },
];

export const LEVELS_PER_WORLD = 10;

export interface LevelInfo {
  value: string;
  label: string;
  world: number;
  number: number;
}

/** A level as players name it: "Pack 4, level 1" (its value "4-1" is an id, never shown). */
export const levelName = (world: number, number: number): string => `Pack ${world}, level ${number}`;

/** Every level of the map: "1-1" … "5-10". */
export const LEVELS: readonly LevelInfo[] = WORLDS.flatMap((world) =>
  Array.from({ length: LEVELS_PER_WORLD }, (_, i) => ({ value: `${world.id}-${i + 1}`, label: levelName(world.id, i + 1), world: world.id, number: i + 1 })),
);

/** The name of a level value, e.g. '4-1' → 'Pack 4, level 1'. */
export const levelLabel = (value: string): string => LEVELS.find((level) => level.value === value)?.label ?? value;

export const isLevel = (value: unknown): value is string => LEVELS.some((level) => level.value === value);

const ramp = (from: number, to: number, number: number) => Math.round(from + ((to - from) * (number - 1)) / (LEVELS_PER_WORLD - 1));

/** What a level's figure is made of: it grows along each world. */
export function levelParams(level: string): FigureParams {
  const info = LEVELS.find((l) => l.value === level) ?? LEVELS[0];
  const n = info.number;
  switch (info.world) {
    case 1:
      return { cols: 3, rows: 3, traces: ramp(5, 9, n), doubles: 0, arrows: 0, candidates: 1 };
    case 2:
      return { cols: 4, rows: 4, traces: ramp(9, 15, n), doubles: 0, arrows: 0, candidates: 2 };
    case 3:
      return { cols: 4, rows: 4, traces: ramp(11, 17, n), doubles: n < 4 ? 1 : n < 8 ? 2 : 3, arrows: 0, candidates: 2 };
    case 4:
      return { cols: 4, rows: 4, traces: ramp(11, 18, n), doubles: n < 6 ? 0 : 1, arrows: n < 4 ? 2 : n < 8 ? 3 : 4, candidates: 2 };
    default:
      return { cols: 5, rows: 5, traces: ramp(18, 30, n), doubles: n < 5 ? 2 : 3, arrows: n < 5 ? 3 : 5, candidates: 2 };
  }
}

/** The daily figure: a mid-sized one with a double line and arrows. */
export const DAILY_PARAMS: FigureParams = { cols: 5, rows: 4, traces: 18, doubles: 1, arrows: 3, candidates: 2 };
/** The level the daily session is filed under (the kit needs one of the levels). */
export const DAILY_LEVEL = '4-1';

/** The next level on the map, or null after the last. */
export function nextLevel(level: string): string | null {
  const i = LEVELS.findIndex((l) => l.value === level);
  return i >= 0 && i + 1 < LEVELS.length ? LEVELS[i + 1].value : null;
}

/** Stars by hints used: 3 without, 2 with one, 1 with more. */
export const starsFor = (hints: number): 1 | 2 | 3 => (hints === 0 ? 3 : hints === 1 ? 2 : 1);
