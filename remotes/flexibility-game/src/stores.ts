import { createStore } from '@games/shared/game-kit/storage';
import { isSavedCountdown, type SavedCountdown } from '@games/shared/game-kit/timed/countdown';
import { isLevel, type Level } from './logic/levels';
import { RULES, type Rule } from './logic/rules';
import { isSession, type Session } from './logic/session';

export const GAME_KEY = 'flexibility-game';

/** The level picked and the rules practised at each level. */
export interface Choice {
  level: Level;
  practiced: Partial<Record<Level, Rule[]>>;
}

export const isChoice = (value: unknown): value is Choice =>
  typeof value === 'object' &&
  value !== null &&
  isLevel((value as Choice).level) &&
  typeof (value as Choice).practiced === 'object' &&
  (value as Choice).practiced !== null &&
  Object.entries((value as Choice).practiced).every(([level, rules]) => isLevel(level) && Array.isArray(rules) && rules.every((rule) => RULES.includes(rule)));

export const choiceStore = createStore<Choice>({ key: `${GAME_KEY}:settings`, version: 1, validate: isChoice });

/** The visit in play (practice or scored session) and the session's clock. */
export interface SavedSession {
  session: Session;
  clock: SavedCountdown;
}

export const isSavedSession = (value: unknown): value is SavedSession =>
  typeof value === 'object' && value !== null && isSession((value as SavedSession).session) && isSavedCountdown((value as SavedSession).clock);

// A save of `null` (never written by the game) or of another shape reads as none: a fresh visit opens.
export const sessionStore = createStore<SavedSession>({ key: `${GAME_KEY}:session`, version: 1, validate: isSavedSession });
