// What the game keeps in localStorage (every key is listed in game.descriptor.ts).
import { isArrayOf } from '@games/shared/game-kit/guards';
import { createStore } from '@games/shared/game-kit/storage';
import { descriptor } from '../game.descriptor';
import type { GameState, Mode } from './logic/game';
import { isGameState } from './logic/save';

export const SLUG = descriptor.slug;

export const isMode = (value: unknown): value is Mode => value === 'daily' || value === 'unlimited';
const isIdList = isArrayOf((value: unknown): value is string => typeof value === 'string');

/** The game in progress of each mode. */
export const gameStores: Record<Mode, ReturnType<typeof createStore<GameState>>> = {
  daily: createStore({ key: `${SLUG}:game-daily`, version: 1, validate: isGameState }),
  unlimited: createStore({ key: `${SLUG}:game-unlimited`, version: 1, validate: isGameState }),
};
/** Daily or unlimited, as last chosen. */
export const modeStore = createStore<Mode>({ key: `${SLUG}:mode`, version: 1, validate: isMode });
/** The prompt ids this player has met in unlimited play (no repeats until the bank runs out). */
export const seenStore = createStore<string[]>({ key: `${SLUG}:seen`, version: 1, validate: isIdList });
