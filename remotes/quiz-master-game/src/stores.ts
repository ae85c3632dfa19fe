// What the game keeps: the round in play with its clock, the mode and categories chosen, the seen question ids.
import { createStore } from '@games/shared/game-kit/storage';
import { isSavedCountdown, type SavedCountdown } from '@games/shared/game-kit/timed/countdown';
import { isSkillLevel, type SkillLevel } from './logic/adaptive';
import { isCategoryId, type CategoryId } from './logic/categories';
import { isMode, type Mode, type Round } from './logic/round';
import { isRound, isSeenIds } from './logic/save';

export const GAME_KEY = 'quiz-master-game';

export interface SavedGame {
  round: Round;
  /** The current question's clock while it is asked. */
  clock: SavedCountdown | null;
}

export interface Settings {
  mode: Mode;
  categories: CategoryId[];
  /** Classic rounds' level, set by the last classic round (adaptive difficulty). */
  skill?: SkillLevel;
}

const isSavedGame = (value: unknown): value is SavedGame =>
  typeof value === 'object' && value !== null && isRound((value as SavedGame).round) && ((value as SavedGame).clock === null || isSavedCountdown((value as SavedGame).clock));

const isSettings = (value: unknown): value is Settings =>
  typeof value === 'object' &&
  value !== null &&
  isMode((value as Settings).mode) &&
  Array.isArray((value as Settings).categories) &&
  (value as Settings).categories.length > 0 &&
  (value as Settings).categories.every(isCategoryId) &&
  ((value as Settings).skill === undefined || isSkillLevel((value as Settings).skill));

export const roundStore = createStore<SavedGame | null>({ key: `${GAME_KEY}:round`, version: 1, validate: (v): v is SavedGame | null => v === null || isSavedGame(v) });
export const settingsStore = createStore<Settings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
export const seenStore = createStore<string[]>({ key: `${GAME_KEY}:seen`, version: 1, validate: isSeenIds });
