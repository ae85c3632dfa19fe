import { createStore, isCount } from '@games/shared/game-kit';
import { createTallyStore } from '@games/shared/game-kit/opponent/tally';
import type { GameRecord } from './logic/record';
import { isGameRecord } from './logic/serialize';
import { isSettings, type SavedSettings } from './logic/settings';

export const GAME_KEY = 'chess';
export const settingsStore = createStore<SavedSettings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
export const gameStore = createStore<GameRecord>({ key: `${GAME_KEY}:game`, version: 1, validate: isGameRecord });
/** The highest computer level the player has beaten (0 before any win). */
export const bestLevelStore = createStore<number>({ key: `${GAME_KEY}:best-level`, version: 1, validate: isCount });
/** Wins, losses and draws vs the computer, per level ('1'..'8'). */
export const tallyStore = createTallyStore({ key: `${GAME_KEY}:tally` });
