/** The ladder bank: a separate, hashed asset fetched when the game opens (never inlined in the bundle). */
export const LADDERS_URL = new URL('./data/ladders.data.json', import.meta.url);
