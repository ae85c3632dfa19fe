/** The themed word lists: a separate, hashed asset fetched when the game opens (never inlined in the bundle). */
export const THEMES_URL = new URL('./data/themes.data.json', import.meta.url);
