/** Every tile up to 2048 has its own classic colour; anything larger uses the dark "super" tile. */
export function tileColourClass(value: number): string {
  return value <= 2048 ? `g2048-v${value}` : 'g2048-vsuper';
}

/**
 * Font size of a tile's number as a share of the board's width (cqw): smaller for more digits
 * and for bigger boards, so 131072 still fits a 6×6 tile.
 */
export function tileFontSize(boardSize: number, value: number): number {
  const digits = String(value).length;
  const share = digits <= 2 ? 0.5 : digits === 3 ? 0.42 : digits === 4 ? 0.33 : digits === 5 ? 0.27 : 0.22;
  return Math.round((100 / boardSize) * share * 100) / 100;
}
