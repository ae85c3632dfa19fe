// What the game keeps in localStorage (every key is listed in game.descriptor.ts).
import { isSavedCountdown, type SavedCountdown } from '@games/shared/game-kit/timed/countdown';
import { createStore } from '@games/shared/game-kit/storage';
import { isLevelId, isMode, type LevelId, type Mode } from './logic/levels';
import { isPackId, type PackId } from './logic/packs';
import { isRound, type Round } from './logic/round';

export const GAME_KEY = 'word-scramble';

export interface Settings {
  mode: Mode;
  level: LevelId;
  /** The timer for daily and level rounds. */
  timed: boolean;
  /** The last themed pack chosen. */
  pack?: PackId;
  /** The timer for themed packs: off (relaxed) unless chosen. */
  packTimed?: boolean;
}

export const DEFAULT_SETTINGS: Required<Settings> = { mode: 'daily', level: 'easy', timed: true, pack: 'animals', packTimed: false };

// pack and packTimed came with the kids' packs: settings saved before them stay valid.
const isSettings = (value: unknown): value is Settings =>
  typeof value === 'object' &&
  value !== null &&
  isMode((value as Settings).mode) &&
  isLevelId((value as Settings).level) &&
  typeof (value as Settings).timed === 'boolean' &&
  ((value as Settings).pack === undefined || isPackId((value as Settings).pack)) &&
  ((value as Settings).packTimed === undefined || typeof (value as Settings).packTimed === 'boolean');

export interface SavedRound {
  round: Round;
  /** The current word's clock (timed rounds while the word is in play). */
  clock: SavedCountdown | null;
}

const isSavedRound = (value: unknown): value is SavedRound =>
  typeof value === 'object' && value !== null && isRound((value as SavedRound).round) && ((value as SavedRound).clock === null || isSavedCountdown((value as SavedRound).clock));

export const settingsStore = createStore<Settings>({ key: `${GAME_KEY}:settings`, version: 1, validate: isSettings });
export const roundStore = createStore<SavedRound | null>({ key: `${GAME_KEY}:round`, version: 1, validate: (value): value is SavedRound | null => value === null || isSavedRound(value) });
