// What the game saves: the mode, and one game in progress per mode (daily, unlimited). Corrupt saves are dropped.
import { isDateKey, isObject, isTime } from '@games/shared/game-kit/guards';
import { createStore } from '@games/shared/game-kit/storage';
import { isPlay, type Play } from './logic/play';

export const GAME_KEY = 'quartiles';
export type Mode = 'daily' | 'unlimited';
export const isMode = (value: unknown): value is Mode => value === 'daily' || value === 'unlimited';

export interface SavedGame {
  /** The board's index in the pack. */
  board: number;
  /** The board's tiles (boardId): a save of a board the pack no longer has at that index is discarded. */
  tiles: string;
  /** The seed (unlimited) or the UTC date (daily) it was dealt from. */
  seed: string;
  date?: string;
  play: Play;
  elapsedMs: number;
  /** All five quartiles found (play may go on). */
  complete: boolean;
}

export function isSavedGame(value: unknown): value is SavedGame {
  return (
    isObject(value) &&
    Number.isInteger(value.board) &&
    (value.board as number) >= 0 &&
    typeof value.tiles === 'string' &&
    typeof value.seed === 'string' &&
    (value.date === undefined || isDateKey(value.date)) &&
    isPlay(value.play) &&
    isTime(value.elapsedMs) &&
    typeof value.complete === 'boolean'
  );
}

export const modeStore = createStore<Mode>({ key: `${GAME_KEY}:mode`, version: 1, validate: isMode });
export const gameStores = {
  // Version 2: pack 2's boards (issue 28's answer policy) replaced version 1's, whose saves name no board.
  daily: createStore<SavedGame>({ key: `${GAME_KEY}:game-daily`, version: 2, validate: isSavedGame }),
  unlimited: createStore<SavedGame>({ key: `${GAME_KEY}:game-unlimited`, version: 2, validate: isSavedGame }),
};
