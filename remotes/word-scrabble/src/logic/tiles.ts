// The 100 tiles: the standard English letter distribution and values, with 2 blanks ('?').

export const BLANK = '?';

/** How many of each tile the bag starts with. */
export const DISTRIBUTION: Readonly<Record<string, number>> = {
  A: 9, B: 2, C: 2, D: 4, E: 12, F: 2, G: 3, H: 2, I: 9, J: 1, K: 1, L: 4, M: 2,
  N: 6, O: 8, P: 2, Q: 1, R: 6, S: 4, T: 6, U: 4, V: 2, W: 2, X: 1, Y: 2, Z: 1, [BLANK]: 2,
};

/** Points per letter; a blank scores 0. */
export const VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 3, C: 3, D: 2, E: 1, F: 4, G: 2, H: 4, I: 1, J: 8, K: 5, L: 1, M: 3,
  N: 1, O: 1, P: 3, Q: 10, R: 1, S: 1, T: 1, U: 1, V: 4, W: 4, X: 8, Y: 4, Z: 10, [BLANK]: 0,
};

/** Value of a rack tile ('A'–'Z' or '?') or a board letter (lower case = a blank, worth 0). */
export function tileValue(tile: string): number {
  if (tile >= 'a' && tile <= 'z') return 0;
  return VALUES[tile] ?? 0;
}

/** All 100 tiles in a fixed order (before shuffling). */
export function fullBag(): string {
  return Object.entries(DISTRIBUTION)
    .map(([tile, n]) => tile.repeat(n))
    .join('');
}

export const isRackTile = (c: string) => (c >= 'A' && c <= 'Z') || c === BLANK;

/** The rack's total value, deducted at the end. */
export const rackValue = (rack: string) => [...rack].reduce((sum, t) => sum + tileValue(t), 0);

/** The rack without the given tiles (each used once); null when a tile is missing. */
export function removeTiles(rack: string, tiles: string): string | null {
  const left = [...rack];
  for (const t of tiles) {
    const i = left.indexOf(t);
    if (i < 0) return null;
    left.splice(i, 1);
  }
  return left.join('');
}
