// The numbers of the game.

/** Prompts in a game. */
export const ROUNDS = 5;
/** Ranked answers on every board. */
export const ANSWERS_PER_PROMPT = 5;
/** Wrong guesses that end a round. */
export const MAX_STRIKES = 3;
/** Points a hint (one first letter) costs. */
export const HINT_COST = 5;
/** Points for finding all five answers of a board. */
export const CLEAR_BONUS = 20;
/** Typos are forgiven in words of at least this many letters. */
export const TYPO_MIN_LENGTH = 5;
