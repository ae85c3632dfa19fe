import { createStore } from '@games/shared/game-kit/storage';
import type { GameState } from './logic/game';
import { isSavedGame } from './logic/serialize';

export const GAME_KEY = 'merge-and-double';

/** The game in progress, saved after every drop (`merge-and-double:game`). */
export const gameStore = createStore<GameState>({ key: `${GAME_KEY}:game`, version: 1, validate: isSavedGame });
