import { createStore } from '@games/shared/game-kit';
import { isGameRecord, isSettings, isTallies, type GameRecord, type Settings, type Tallies } from './logic/record';

export const GAME_KEY = 'reversi-game';
export const gameStore = createStore<GameRecord>({ key: `${GAME_KEY}:game`, version: 1, validate: isGameRecord });
export const tallyStore = createStore<Tallies>({ key: `${GAME_KEY}:tally`, version: 1, validate: isTallies });
export const settingsStore = createStore<Settings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
