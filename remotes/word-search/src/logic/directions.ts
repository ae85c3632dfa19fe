/** The eight straight-line directions of a word search, as row/column steps. */
export const DIRECTIONS = {
  E: [0, 1],
  S: [1, 0],
  SE: [1, 1],
  NE: [-1, 1],
  W: [0, -1],
  N: [-1, 0],
  NW: [-1, -1],
  SW: [1, -1],
} as const satisfies Record<string, readonly [number, number]>;

export type DirectionName = keyof typeof DIRECTIONS;

export const ALL_DIRECTIONS = Object.keys(DIRECTIONS) as DirectionName[];

export function isDirectionName(value: unknown): value is DirectionName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(DIRECTIONS, value);
}

/** The direction of a unit step, or null when the step is not one of the eight. */
export function directionOf(dr: number, dc: number): DirectionName | null {
  for (const name of ALL_DIRECTIONS) {
    const [r, c] = DIRECTIONS[name];
    if (r === dr && c === dc) return name;
  }
  return null;
}
