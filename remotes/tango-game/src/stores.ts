// What the game keeps in localStorage: the puzzles in progress (one per mode) and the records.
import { createStore } from '@games/shared/game-kit';
import { createRecordsStore, type PuzzleMode } from '@games/shared/game-kit/puzzle';
import { isDifficulty } from './logic/difficulty';
import type { Board, Difficulty, Sign, TangoPuzzle } from './logic/types';
import type { TangoSession } from './session';

export const GAME_KEY = 'tango-game';

export interface TangoSave {
  mode: PuzzleMode;
  /** The level of unlimited puzzles. */
  difficulty: Difficulty;
  sessions: Partial<Record<PuzzleMode, TangoSession>>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isBoard(value: unknown, size: number, full = false): value is Board {
  return (
    Array.isArray(value) &&
    value.length === size * size &&
    value.every((cell) => cell === 1 || cell === 2 || (!full && cell === 0))
  );
}

function isSign(value: unknown, size: number): value is Sign {
  if (!isObject(value)) return false;
  const { row, col, direction, kind } = value;
  if (!isCount(row) || !isCount(col) || row >= size || col >= size) return false;
  if (kind !== 'equal' && kind !== 'opposite') return false;
  return (direction === 'right' && col + 1 < size) || (direction === 'down' && row + 1 < size);
}

export function isPuzzle(value: unknown): value is TangoPuzzle {
  if (!isObject(value)) return false;
  const { size } = value;
  if (!isCount(size) || size < 4 || size > 12 || size % 2 !== 0) return false;
  return (
    isBoard(value.givens, size) &&
    isBoard(value.solution, size, true) &&
    Array.isArray(value.signs) &&
    value.signs.every((sign) => isSign(sign, size)) &&
    isDifficulty(value.difficulty) &&
    typeof value.seed === 'string'
  );
}

function isMode(value: unknown): value is PuzzleMode {
  return value === 'daily' || value === 'unlimited';
}

export function isSession(value: unknown): value is TangoSession {
  if (!isObject(value) || !isPuzzle(value.puzzle) || !isMode(value.mode)) return false;
  const { size } = value.puzzle;
  const history = value.history;
  if (!isObject(history) || !Array.isArray(history.past) || !Array.isArray(history.future)) return false;
  const boards = [...history.past, history.present, ...history.future];
  return (
    boards.every((board) => isBoard(board, size)) &&
    (value.dailyDate === undefined || (typeof value.dailyDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.dailyDate))) &&
    typeof value.elapsedMs === 'number' &&
    Number.isFinite(value.elapsedMs) &&
    value.elapsedMs >= 0 &&
    isCount(value.hintsUsed) &&
    isCount(value.mistakes) &&
    (value.pendingMistake === undefined || (isCount(value.pendingMistake) && value.pendingMistake < size * size)) &&
    typeof value.started === 'boolean' &&
    typeof value.solved === 'boolean'
  );
}

export function isTangoSave(value: unknown): value is TangoSave {
  if (!isObject(value) || !isMode(value.mode) || !isDifficulty(value.difficulty) || !isObject(value.sessions)) return false;
  return Object.entries(value.sessions).every(([mode, session]) => isMode(mode) && isSession(session) && session.mode === mode);
}

export const progressStore = createStore<TangoSave>({ key: `${GAME_KEY}:progress`, version: 1, validate: isTangoSave });
export const recordsStore = createRecordsStore(GAME_KEY);
