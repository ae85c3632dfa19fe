import { createStore } from '@games/shared/game-kit/storage';
import { isSavedCountdown, type SavedCountdown } from '@games/shared/game-kit/timed/countdown';
import { isRound, type Round } from './logic/round';
import { isPresetId, isSettings, type PresetId, type Settings } from './logic/settings';

export const GAME_KEY = 'arithmetic-game';

/** The preset picked and the player's Custom settings. */
export interface Choice {
  preset: PresetId;
  custom: Settings;
}

export const isChoice = (value: unknown): value is Choice =>
  typeof value === 'object' && value !== null && isPresetId((value as Choice).preset) && isSettings((value as Choice).custom);

export const choiceStore = createStore<Choice>({ key: `${GAME_KEY}:settings`, version: 1, validate: isChoice });

/** The round in play (or just finished, with its result), and its clock. */
export interface SavedRound {
  round: Round;
  clock: SavedCountdown;
  /** Where its score was recorded (the finished round shown again after a reload is not recorded twice). */
  scoreKey: string;
}

export const isSavedRound = (value: unknown): value is SavedRound =>
  typeof value === 'object' &&
  value !== null &&
  isRound((value as SavedRound).round) &&
  isSavedCountdown((value as SavedRound).clock) &&
  (value as SavedRound).clock.durationMs === (value as SavedRound).round.settings.durationS * 1000 &&
  typeof (value as SavedRound).scoreKey === 'string';

export const roundStore = createStore<SavedRound | null>({ key: `${GAME_KEY}:round`, version: 1, validate: (value): value is SavedRound | null => value === null || isSavedRound(value) });
