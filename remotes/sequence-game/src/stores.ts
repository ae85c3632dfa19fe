// Everything the game keeps in storage: the options and the game in progress (bests: the kit's score records).
import { createStore } from '@games/shared/game-kit/storage';
import { descriptor } from '../game.descriptor';
import { isSequenceGame, type SequenceGame } from './logic/game';
import { isMode, type Mode } from './logic/modes';

export const SLUG = descriptor.slug;

export interface Settings {
  mode: Mode;
  casual: boolean;
  sound: boolean;
}

export const DEFAULT_SETTINGS: Settings = { mode: 'simon', casual: false, sound: false };
const isSettings = (value: unknown): value is Settings =>
  typeof value === 'object' &&
  value !== null &&
  isMode((value as Settings).mode) &&
  typeof (value as Settings).casual === 'boolean' &&
  typeof (value as Settings).sound === 'boolean';
export const settingsStore = createStore<Settings>({ key: `${SLUG}:settings`, version: 1, validate: isSettings });
export const gameStore = createStore<SequenceGame>({ key: `${SLUG}:game`, version: 1, validate: (value): value is SequenceGame => isSequenceGame(value, isMode) });

/** Best levels are kept per mode, and apart for casual games (three lives make it easier). */
export const scoreKey = (mode: Mode, casual: boolean) => (casual ? `${mode}:casual` : mode);
