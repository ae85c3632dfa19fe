// What the game keeps in localStorage (every key is listed in game.descriptor.ts).
import { createStore } from '@games/shared/game-kit/storage';
import { isSavedCountdown, type SavedCountdown } from '@games/shared/game-kit/timed/countdown';
import { isLevelId, type LevelId } from './logic/data';
import { isBossGame, type BossGame, type Mode } from './logic/round';

export const GAME_KEY = 'word-boss-game';

export interface Settings {
  mode: Mode;
  level: LevelId;
  timed: boolean;
}

// A first visit opens on today's daily, as every other daily game does; Unlimited is one pick away.
export const DEFAULT_SETTINGS: Settings = { mode: 'daily', level: 'six', timed: true };

const isSettings = (value: unknown): value is Settings =>
  typeof value === 'object' && value !== null && ((value as Settings).mode === 'daily' || (value as Settings).mode === 'unlimited') && isLevelId((value as Settings).level) && typeof (value as Settings).timed === 'boolean';

export interface SavedGame {
  game: BossGame;
  /** The round's clock while it is in play (timed games). */
  clock: SavedCountdown | null;
}

const isSavedGame = (value: unknown): value is SavedGame =>
  typeof value === 'object' && value !== null && isBossGame((value as SavedGame).game) && ((value as SavedGame).clock === null || isSavedCountdown((value as SavedGame).clock));

export const settingsStore = createStore<Settings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
export const gameStore = createStore<SavedGame | null>({ key: `${GAME_KEY}:game`, version: 1, validate: (value): value is SavedGame | null => value === null || isSavedGame(value) });
