import { createStore } from '@games/shared/game-kit/storage';
import { isSavedCountdown, type SavedCountdown } from '@games/shared/game-kit/timed/countdown';
import { isLevel, isRelation } from './logic/pool';
import { isRoundFor, ROUND_MS, type Round } from './logic/round';
import { DEFAULT_SETTINGS, isSettings, type Settings } from './logic/settings';

export const GAME_KEY = 'word-match';
export type Mode = 'daily' | 'unlimited';

export interface Choice extends Settings {
  mode: Mode;
}

export const isChoice = (value: unknown): value is Choice => isSettings(value) && ((value as Choice).mode === 'daily' || (value as Choice).mode === 'unlimited');
// A first visit opens on today's daily round, as every other daily game does; Unlimited is one pick away.
export const DEFAULT_CHOICE: Choice = { ...DEFAULT_SETTINGS, mode: 'daily' };
export const choiceStore = createStore<Choice>({ key: `${GAME_KEY}:settings`, version: 1, validate: isChoice });

/** The round in play (or just finished) and its clock. */
export interface SavedRound {
  round: Round;
  clock: SavedCountdown;
  scoreKey: string;
}

export const isSavedRound = (value: unknown): value is SavedRound => {
  if (typeof value !== 'object' || value === null) return false;
  const { round, clock, scoreKey } = value as SavedRound;
  return isRoundFor(round, 10_000) && isRelation(round.relation) && isLevel(round.level) && isSavedCountdown(clock) && clock.durationMs === ROUND_MS && typeof scoreKey === 'string';
};

// Version 2: pool 2's pairs (a round saved on pool 1 holds indexes into other pairs).
export const roundStore = createStore<SavedRound | null>({ key: `${GAME_KEY}:round`, version: 2, validate: (value): value is SavedRound | null => value === null || isSavedRound(value) });
