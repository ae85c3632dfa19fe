// Saves written before sudoku moved onto the kit's puzzle session: one game per mode ('sudoku:game:daily',
// 'sudoku:game:unlimited') and the preferences (options plus mode and level). They become the kit's slots,
// so a daily in progress, the options and the remembered level survive the update.
import type { PuzzleMode, PuzzleSession } from '@games/shared/game-kit/puzzle/session';
import type { Board } from './board';
import { isDifficulty, type Difficulty } from './difficulty';
import type { SudokuPuzzle } from './rules';
import type { Settings } from './settings';

export interface LegacySession {
  mode: PuzzleMode;
  difficulty: Difficulty;
  seed: string;
  dailyDate?: string;
  givens: number[];
  solution: number[];
  history: { past: Board[]; present: Board; future: Board[] };
  mistakes: number;
  hints: number;
  elapsedMs: number;
  status: 'playing' | 'won' | 'lost';
}

export interface LegacyPreferences extends Settings {
  mode: PuzzleMode;
  difficulty: Difficulty;
}

const isMode = (value: unknown): value is PuzzleMode => value === 'daily' || value === 'unlimited';

/** The shape of an old save; its content is checked again by the session when the new slot is read. */
export function isLegacySession(value: unknown): value is LegacySession {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<LegacySession>;
  return isMode(s.mode) && isDifficulty(s.difficulty) && typeof s.seed === 'string' && typeof s.history === 'object' && s.history !== null && Array.isArray(s.history.past);
}

export function isLegacyPreferences(value: unknown): value is LegacyPreferences {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Partial<LegacyPreferences>;
  return typeof p.showConflicts === 'boolean' && typeof p.mistakeLimit === 'boolean' && isMode(p.mode) && isDifficulty(p.difficulty);
}

/** The kit's session of an old save, and the slot it belongs in ('daily' or its level). */
export function fromLegacySession(old: LegacySession): { slot: string; session: PuzzleSession<SudokuPuzzle, Board> } {
  const { mode, difficulty, seed, dailyDate, givens, solution, history, mistakes, hints, elapsedMs, status } = old;
  return {
    slot: mode === 'daily' ? 'daily' : difficulty,
    session: {
      mode,
      level: difficulty,
      seed,
      ...(dailyDate ? { dailyDate } : {}),
      puzzle: { givens, solution },
      history,
      moves: history.past.length,
      hints,
      mistakes,
      elapsedMs,
      status,
    },
  };
}
