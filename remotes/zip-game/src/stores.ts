import { createStore } from '../../../shared/src/game-kit/storage';
import { createRecordsStore } from '../../../shared/src/game-kit/puzzle/records';
import { isDifficulty, type Difficulty } from './logic/difficulty';
import type { PlayMode, ZipGame } from './logic/game';
import { isSavedGame } from './logic/serialize';

export const GAME_KEY = 'zip-game';

export interface Settings {
  mode: PlayMode;
  /** The level of unlimited play (the daily puzzle has its own). */
  difficulty: Difficulty;
}

export const DEFAULT_SETTINGS: Settings = { mode: 'daily', difficulty: 'easy' };

function isSettings(value: unknown): value is Settings {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (s.mode === 'daily' || s.mode === 'unlimited') && isDifficulty(s.difficulty);
}

export const settingsStore = createStore<Settings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
export const recordsStore = createRecordsStore(GAME_KEY);

/** Daily and unlimited each keep their own game in progress. */
export const savedGameStores = {
  daily: createStore<ZipGame>({ key: `${GAME_KEY}:game-daily`, version: 1, validate: isSavedGame }),
  unlimited: createStore<ZipGame>({ key: `${GAME_KEY}:game-unlimited`, version: 1, validate: isSavedGame }),
} as const;
