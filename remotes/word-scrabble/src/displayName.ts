/** The name players see in the game: neutral, not the trademarked game's (the catalogue title stays). */
export const DISPLAY_NAME = 'Word Duel';
