import { createStore } from '@games/shared/game-kit';
import type { GameRecord } from './logic/record';
import { isGameRecord } from './logic/serialize';
import { isSettings, type Settings } from './logic/settings';

export const GAME_KEY = 'chess';
export const settingsStore = createStore<Settings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
export const gameStore = createStore<GameRecord>({ key: `${GAME_KEY}:game`, version: 1, validate: isGameRecord });
