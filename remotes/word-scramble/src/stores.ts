// What the game keeps in localStorage (every key is listed in game.descriptor.ts).
import { isSavedCountdown, type SavedCountdown } from '@games/shared/game-kit/timed/countdown';
import { createStore } from '@games/shared/game-kit/storage';
import { isLevelId, type LevelId, type Mode } from './logic/levels';
import { isRound, type Round } from './logic/round';

export const GAME_KEY = 'word-scramble';

export interface Settings {
  mode: Mode;
  level: LevelId;
  timed: boolean;
}

export const DEFAULT_SETTINGS: Settings = { mode: 'daily', level: 'easy', timed: true };

const isSettings = (value: unknown): value is Settings =>
  typeof value === 'object' &&
  value !== null &&
  ((value as Settings).mode === 'daily' || (value as Settings).mode === 'unlimited') &&
  isLevelId((value as Settings).level) &&
  typeof (value as Settings).timed === 'boolean';

export interface SavedRound {
  round: Round;
  /** The current word's clock (timed rounds while the word is in play). */
  clock: SavedCountdown | null;
}

const isSavedRound = (value: unknown): value is SavedRound =>
  typeof value === 'object' && value !== null && isRound((value as SavedRound).round) && ((value as SavedRound).clock === null || isSavedCountdown((value as SavedRound).clock));

export const settingsStore = createStore<Settings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
export const roundStore = createStore<SavedRound | null>({ key: `${GAME_KEY}:round`, version: 1, validate: (value): value is SavedRound | null => value === null || isSavedRound(value) });
