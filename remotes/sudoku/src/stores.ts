// Saved data of the sudoku remote: the game in progress per mode, preferences and records.
import { createStore, type Store } from '@games/shared/game-kit/storage';
import { createRecordsStore } from '@games/shared/game-kit/puzzle/records';
import { DEFAULT_PLAY_SETTINGS, isSession, type PlayMode, type PlaySettings, type Session } from './logic/session';
import { isDifficulty, type Difficulty } from './logic/difficulty';

export const GAME_KEY = 'sudoku';

const sessionStores: Record<PlayMode, Store<Session>> = {
  daily: createStore({ key: `${GAME_KEY}:game:daily`, version: 1, validate: isSession }),
  unlimited: createStore({ key: `${GAME_KEY}:game:unlimited`, version: 1, validate: isSession }),
};

export const sessionStore = (mode: PlayMode): Store<Session> => sessionStores[mode];

export interface Preferences extends PlaySettings {
  /** The mode shown on arrival. */
  mode: PlayMode;
  /** Difficulty of unlimited games. */
  difficulty: Difficulty;
}

export const DEFAULT_PREFERENCES: Preferences = { ...DEFAULT_PLAY_SETTINGS, mode: 'daily', difficulty: 'easy' };

function isPreferences(value: unknown): value is Preferences {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Partial<Preferences>;
  return (
    typeof p.showConflicts === 'boolean' &&
    typeof p.mistakeLimit === 'boolean' &&
    (p.mode === 'daily' || p.mode === 'unlimited') &&
    isDifficulty(p.difficulty)
  );
}

export const preferencesStore = createStore<Preferences>({ key: `${GAME_KEY}:preferences`, version: 1, validate: isPreferences });

export const recordsStore = createRecordsStore(GAME_KEY);
