import { createStore } from '@games/shared/game-kit';
import type { GameRecord } from './logic/record';
import { isGameRecord } from './logic/serialize';
import { isSettings, type SavedSettings } from './logic/settings';

export const GAME_KEY = 'chess';
export const settingsStore = createStore<SavedSettings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
export const gameStore = createStore<GameRecord>({ key: `${GAME_KEY}:game`, version: 1, validate: isGameRecord });

/**
 * The records (tally and best level, in the records document `games:chess:records`) load after the first paint:
 * they show only in the result, and the document's code would not fit the first chunk's budget.
 */
export const recordStores = () => import(/* webpackChunkName: "records" */ './recordStores');
