/** Cards likely to be in the first screen: the masonry fills rows first, so the first row of six columns (three rows on a phone). */
export const EAGER_CARD_COUNT = 6;
/** Cards whose images most likely become the Largest Contentful Paint. */
export const HIGH_PRIORITY_CARD_COUNT = 2;

export interface CardImageLoading {
  /** Load now instead of when scrolled near. */
  eager: boolean;
  /** Ask the browser to fetch before other images. */
  highPriority: boolean;
}

/** How the image of the card at `index` (0-based, gallery order) should load. */
export function cardImageLoading(index: number): CardImageLoading {
  return { eager: index < EAGER_CARD_COUNT, highPriority: index < HIGH_PRIORITY_CARD_COUNT };
}
