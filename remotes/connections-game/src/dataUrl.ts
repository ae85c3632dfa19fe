/** The puzzle bank: a separate, hashed asset fetched when the game opens (never inlined in the bundle). */
export const PUZZLES_URL = new URL('./data/puzzles.data.json', import.meta.url);
