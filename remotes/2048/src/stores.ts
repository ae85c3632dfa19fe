import { createStore, type Store } from '@games/shared/game-kit';
import { isLegacyBestScores, scoreRecordsFromLegacy } from './logic/scoreKeys';
import type { BoardSize } from './logic/grid';
import { isSavedGame, type SavedGame } from './logic/serialize';
import { isSettings, type Settings } from './logic/settings';

export const GAME_KEY = '2048';

export const settingsStore = createStore<Settings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });

/** Bests saved before the kit's score path; read only until `2048:scores` exists. */
const legacyBestStore = createStore({ key: `${GAME_KEY}:best`, version: 1, validate: isLegacyBestScores });
export function legacyScoreRecords() {
  const legacy = legacyBestStore.load();
  return legacy && scoreRecordsFromLegacy(legacy);
}

const gameStores = new Map<BoardSize, Store<SavedGame>>();

/** Each board size keeps its own game in progress, so switching size never throws a game away. */
export function savedGameStore(size: BoardSize): Store<SavedGame> {
  let store = gameStores.get(size);
  if (!store) {
    store = createStore<SavedGame>({ key: `${GAME_KEY}:game-${size}`, version: 1, validate: isSavedGame });
    gameStores.set(size, store);
  }
  return store;
}
