// Everything the game keeps in storage: the options, the game in progress and the tally.
import { createStore } from '@games/shared/game-kit/storage';
import { createTallyStore } from '@games/shared/game-kit/opponent/tally-store';
import { isGameState, isSettings } from './logic/game';

export const GAME_KEY = 'tic-tac-toe';
export const settingsStore = createStore({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
export const gameStore = createStore({ key: `${GAME_KEY}:game`, version: 1, validate: isGameState });
/** The kit's tally per board and mode ('3:easy'), in the records document; the key and version saved before it carried over. */
export const tallyStore = createTallyStore({ key: `${GAME_KEY}:tally`, version: 1 });
