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
