// What is kept between visits: the game in each slot (today's daily, or an archive puzzle) and which slot is open.
import { isCount, isDateKey, isObject } from '@games/shared/game-kit/guards';
import type { GameState } from './game';

/** The open puzzle: a date's daily, or an archive puzzle by id. */
export type Slot = { kind: 'daily'; date: string } | { kind: 'puzzle'; id: string };

export interface SavedGames {
  current: Slot;
  /** Games by slot key (see slotKey). */
  games: Record<string, GameState>;
}

export const SAVE_VERSION = 1;
/** Games kept at most; the oldest finished ones go first. */
export const MAX_SAVED_GAMES = 40;

export const slotKey = (slot: Slot) => (slot.kind === 'daily' ? `daily-${slot.date}` : `puzzle-${slot.id}`);

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isSlot(value: unknown): value is Slot {
  if (!isObject(value)) return false;
  if (value.kind === 'daily') return isDateKey(value.date);
  return value.kind === 'puzzle' && typeof value.id === 'string';
}

/** The shape of a saved game; whether it fits its puzzle is checked once the puzzles are loaded (fitsPuzzle). */
export function isGameState(value: unknown): value is GameState {
  return (
    isObject(value) &&
    isStringArray(value.order) &&
    isStringArray(value.selected) &&
    Array.isArray(value.solved) &&
    value.solved.every(isCount) &&
    isCount(value.mistakes) &&
    Array.isArray(value.guesses) &&
    value.guesses.every(isStringArray)
  );
}

export function isSavedGames(value: unknown): value is SavedGames {
  return isObject(value) && isSlot(value.current) && isObject(value.games) && Object.values(value.games).every(isGameState);
}

/** Stores a slot's game, keeping at most MAX_SAVED_GAMES (the current one always stays). */
export function withGame(saved: SavedGames, slot: Slot, game: GameState): SavedGames {
  const key = slotKey(slot);
  const rest = Object.entries(saved.games).filter(([other]) => other !== key);
  const kept = rest.slice(Math.max(0, rest.length - (MAX_SAVED_GAMES - 1)));
  return { current: slot, games: { ...Object.fromEntries(kept), [key]: game } };
}
