// Saving a game in progress: plain JSON, checked on load so an edited or corrupt save is discarded.
import { createHistory } from '@games/shared/game-kit/history/history';
import { cellAt, isValidLayout } from './board';
import { isDifficulty, type Difficulty } from './difficulty';
import { isMark, type Mark } from './marks';
import type { PlayMode, QueensGame } from './play';
import { isSolved } from './rules';

export interface SavedGame {
  seed: string;
  difficulty: Difficulty;
  size: number;
  regions: number[];
  solution: number[];
  mode: PlayMode;
  dailyDate?: string;
  marks: Mark[];
  hints: number;
  mistakes: number;
  elapsedMs: number;
  won: boolean;
}

export const MAX_SEED_LENGTH = 100;

export function toSaved(game: QueensGame): SavedGame {
  const { puzzle } = game;
  return {
    seed: puzzle.seed,
    difficulty: puzzle.difficulty,
    size: puzzle.size,
    regions: [...puzzle.regions],
    solution: [...puzzle.solution],
    mode: game.mode,
    ...(game.dailyDate ? { dailyDate: game.dailyDate } : {}),
    marks: [...game.history.present],
    hints: game.hints,
    mistakes: game.mistakes,
    elapsedMs: Math.round(game.elapsedMs),
    won: game.won,
  };
}

/** Undo history starts afresh after a reload; the marks, counters and time are kept. */
export function fromSaved(saved: SavedGame): QueensGame {
  const { seed, difficulty, size, regions, solution } = saved;
  return {
    puzzle: { seed, difficulty, size, regions, solution },
    mode: saved.mode,
    dailyDate: saved.dailyDate,
    history: createHistory<readonly Mark[]>(saved.marks),
    hints: saved.hints,
    mistakes: saved.mistakes,
    elapsedMs: saved.elapsedMs,
    won: saved.won,
  };
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function isSavedGame(value: unknown): value is SavedGame {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Record<string, unknown>;
  const { size, regions, solution, marks } = saved;
  if (typeof saved.seed !== 'string' || saved.seed.length > MAX_SEED_LENGTH || !isDifficulty(saved.difficulty)) return false;
  if (saved.mode !== 'daily' && saved.mode !== 'unlimited') return false;
  if (saved.dailyDate !== undefined && (typeof saved.dailyDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(saved.dailyDate))) return false;
  if (!isCount(saved.hints) || !isCount(saved.mistakes) || !isCount(saved.elapsedMs) || typeof saved.won !== 'boolean') return false;
  if (typeof size !== 'number' || !Array.isArray(regions) || !isValidLayout(size, regions)) return false;
  if (!Array.isArray(solution) || solution.length !== size || !solution.every((col) => Number.isInteger(col) && col >= 0 && col < size)) return false;
  if (!isSolved({ size, regions }, solution.map((col: number, row) => cellAt(size, row, col)))) return false;
  return Array.isArray(marks) && marks.length === size * size && marks.every(isMark);
}
