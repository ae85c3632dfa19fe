/** The dictionary: a separate, hashed asset fetched by the engine (worker, or the main-thread fallback) when first asked. */
export const DICTIONARY_URL = new URL('./data/dictionary.data.json', import.meta.url);
