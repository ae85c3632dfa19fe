import { createStore } from '@games/shared/game-kit/storage';
import { isSavedGame } from './logic/serialize';
import type { GameState } from './logic/game';

export const GAME_KEY = 'number-connect';

/** The game in progress, saved after every move (`number-connect:game`). */
export const gameStore = createStore<GameState>({ key: `${GAME_KEY}:game`, version: 1, validate: isSavedGame });
