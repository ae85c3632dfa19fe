import { createStore } from '@games/shared/game-kit';
import { isSavedGame, type SavedGame } from './logic/serialize';

export const GAME_KEY = 'domino-merge-game';
/** One board, one score table. */
export const SCORE_KEY = '5x5';

/** The game in progress, saved after every placement. */
export const savedGameStore = createStore<SavedGame>({ key: `${GAME_KEY}:game`, version: 1, validate: isSavedGame });
