/** The pack of boards: a separate, hashed asset fetched when the game opens (never inlined in the bundle). */
export const PACK_URL = new URL('./data/boards.data.json', import.meta.url);
