// Everything the game keeps in storage: the options, the game in progress and the tally.
import { createStore } from '@games/shared/game-kit/storage';
import { isGameState, isSettings, isTally } from './logic/game';

export const GAME_KEY = 'tic-tac-toe';
export const settingsStore = createStore({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
export const gameStore = createStore({ key: `${GAME_KEY}:game`, version: 1, validate: isGameState });
export const tallyStore = createStore({ key: `${GAME_KEY}:tally`, version: 1, validate: isTally });
