/**
 * The gallery masonry is a CSS grid whose row track is a fixed fraction of a column's width
 * (GalleryPage.css: `--gallery-row`), so the rows a card's art needs depend only on the art's aspect
 * ratio, not on the screen: the server and the browser compute the same span, nothing is measured, and
 * cards are placed row-first, in the order they are read and tabbed through.
 */

/** Grid rows in one column width: a square art spans this many rows. Fine enough that rounding is under 2 px. */
export const ROWS_PER_COLUMN_WIDTH = 40;

/**
 * Aspect ratios (height / width) outside this range are clamped, so an odd record can neither make a card a
 * sliver nor a tower that leaves a hole beside it; the art is cropped to fit (object-fit: cover).
 */
export const MIN_ART_ASPECT = 0.5;
export const MAX_ART_ASPECT = 1.5;

export interface ArtSize {
  width: number;
  height: number;
}

/** Grid rows the card art of `image` spans at its own aspect ratio (square when the record's size is unusable). */
export function artRows({ width, height }: ArtSize): number {
  const aspect = width > 0 && height > 0 && Number.isFinite(height / width) ? height / width : 1;
  const clamped = Math.min(MAX_ART_ASPECT, Math.max(MIN_ART_ASPECT, aspect));
  return Math.round(clamped * ROWS_PER_COLUMN_WIDTH);
}
