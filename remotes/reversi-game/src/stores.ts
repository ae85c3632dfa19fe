import { createStore } from '@games/shared/game-kit';
import { createTallyStore } from '@games/shared/game-kit/opponent/tally-store';
import { fromLegacyTallies, isGameRecord, isSettings, type GameRecord, type Settings } from './logic/record';

export const GAME_KEY = 'reversi-game';
export const gameStore = createStore<GameRecord>({ key: `${GAME_KEY}:game`, version: 1, validate: isGameRecord });
/** Per level, in the records document; the tally saved before it (version 2, and version 1's won / lost / drawn) is carried over. */
export const tallyStore = createTallyStore({ key: `${GAME_KEY}:tally`, version: 2, legacy: { version: 1, convert: fromLegacyTallies } });
export const settingsStore = createStore<Settings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
