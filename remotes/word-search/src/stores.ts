import { createStore, type Store } from '../../../shared/src/game-kit/storage';
import type { Difficulty } from './logic/difficulty';
import type { GameState } from './logic/progress';
import { isBestTimes, isDailyRecord, isGameState, isSettings, type Settings } from './logic/save';
import type { BestTimes, DailyRecord } from './logic/scoring';

export const GAME_KEY = 'word-search';

export const settingsStore = createStore<Settings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
export const bestTimesStore = createStore<BestTimes>({ key: `${GAME_KEY}:best`, version: 1, validate: isBestTimes });
export const dailyStore = createStore<DailyRecord>({ key: `${GAME_KEY}:daily`, version: 1, validate: isDailyRecord });
const gameStoreCache = new Map<string, Store<GameState>>();

/** The daily game and each difficulty's unlimited game keep their own progress. */
export function gameStore(mode: 'daily' | 'unlimited', difficulty: Difficulty): Store<GameState> {
  const key = mode === 'daily' ? 'game-daily' : `game-${difficulty}`;
  let store = gameStoreCache.get(key);
  if (!store) {
    store = createStore<GameState>({ key: `${GAME_KEY}:${key}`, version: 1, validate: isGameState });
    gameStoreCache.set(key, store);
  }
  return store;
}
