import type { OlderScores } from '@games/shared/game-kit/score/peek-scores';
import { createStore, type Store } from '@games/shared/game-kit';
import { isLegacyBestScores, scoreRecordsFromLegacy } from './logic/scoreKeys';
import type { BoardSize } from './logic/grid';
import { isSavedGame, type SavedGame } from './logic/serialize';
import { isSettings, type Settings } from './logic/settings';

export const GAME_KEY = '2048';

export const settingsStore = createStore<Settings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });

/**
 * Bests saved before the kit's score path (`2048:best`): read only while the game keeps no score records,
 * carried into its records document (`2048:records`) and removed once that is saved.
 */
export const olderBests: OlderScores = { suffix: 'best', version: 1, read: (data) => (isLegacyBestScores(data) ? scoreRecordsFromLegacy(data) : undefined) };

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
