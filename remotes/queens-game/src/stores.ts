import { createStore, type Store } from '@games/shared/game-kit';
import { createRecordsStore } from '@games/shared/game-kit/puzzle/records';
import type { Difficulty } from './logic/difficulty';
import { isSavedGame, type SavedGame } from './logic/serialize';
import { isSettings, type Settings } from './logic/settings';

export const GAME_KEY = 'queens-game';

export const settingsStore = createStore<Settings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
export const recordsStore = createRecordsStore(GAME_KEY);

const gameStores = new Map<string, Store<SavedGame>>();

/** The daily puzzle and each unlimited difficulty keep their own game in progress. */
export function savedGameStore(slot: 'daily' | Difficulty): Store<SavedGame> {
  let store = gameStores.get(slot);
  if (!store) {
    store = createStore<SavedGame>({ key: `${GAME_KEY}:game-${slot}`, version: 1, validate: isSavedGame });
    gameStores.set(slot, store);
  }
  return store;
}
