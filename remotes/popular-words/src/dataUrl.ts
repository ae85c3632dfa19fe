/**
 * The prompt packs: separate, hashed JSON assets fetched when the game opens (never in the first chunk).
 * Their order is fixed: the daily rotation indexes the packs' prompts joined in this order.
 */
export const PACK_URLS: readonly [URL, URL, URL, URL] = [
  new URL('./data/home.data.json', import.meta.url),
  new URL('./data/food.data.json', import.meta.url),
  new URL('./data/places.data.json', import.meta.url),
  new URL('./data/leisure.data.json', import.meta.url),
];
