import type { PackId } from './logic/packs';

/** The answers: a separate, hashed asset fetched when the game opens (never inlined in the bundle). */
export const WORDS_URL = new URL('./data/words.json', import.meta.url);

/** The definitions of one word length: fetched only when a solved word shows one. */
export const DEFINITION_URLS: Record<number, URL> = {
  4: new URL('./data/defs-4.json', import.meta.url),
  5: new URL('./data/defs-5.json', import.meta.url),
  6: new URL('./data/defs-6.json', import.meta.url),
  7: new URL('./data/defs-7.json', import.meta.url),
  8: new URL('./data/defs-8.json', import.meta.url),
};

/** The kids' themed packs (words and definitions): each fetched only when it is chosen. */
export const PACK_URLS: Record<PackId, URL> = {
  animals: new URL('./data/pack-animals.json', import.meta.url),
  food: new URL('./data/pack-food.json', import.meta.url),
  body: new URL('./data/pack-body.json', import.meta.url),
  plants: new URL('./data/pack-plants.json', import.meta.url),
  nature: new URL('./data/pack-nature.json', import.meta.url),
  things: new URL('./data/pack-things.json', import.meta.url),
  places: new URL('./data/pack-places.json', import.meta.url),
};
