/** SPEC §9: the category bar sticks to the bottom of the screen when at most this many games are shown. */
export const STICKY_CATEGORY_BAR_MAX_GAMES = 21;

/** Short galleries keep the bar in view; long ones place it after the grid so it never covers cards for long. */
export function isCategoryBarSticky(gameCount: number): boolean {
  return gameCount <= STICKY_CATEGORY_BAR_MAX_GAMES;
}
