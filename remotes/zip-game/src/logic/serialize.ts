// Validation of a saved game: anything old, edited or corrupt is rejected (and then discarded by the store).
import { isZipPuzzle } from './board';
import { isDifficulty } from './difficulty';
import { HISTORY_LIMIT, type ZipGame } from './game';
import { isSolved, isValidPartialPath, pathRules } from './path';

export const MAX_SEED_LENGTH = 200;

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export function isSavedGame(value: unknown): value is ZipGame {
  if (typeof value !== 'object' || value === null) return false;
  const g = value as Record<string, unknown>;
  if (g.mode !== 'daily' && g.mode !== 'unlimited') return false;
  if (!isDifficulty(g.difficulty) || typeof g.seed !== 'string' || g.seed.length > MAX_SEED_LENGTH) return false;
  if (g.dailyDate !== undefined && (typeof g.dailyDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(g.dailyDate))) return false;
  if (!isZipPuzzle(g.puzzle) || !isCount(g.hints) || !isCount(g.backtracks) || typeof g.solved !== 'boolean') return false;
  if (typeof g.elapsedMs !== 'number' || !Number.isFinite(g.elapsedMs) || g.elapsedMs < 0) return false;
  const rules = pathRules(g.puzzle);
  if (!Array.isArray(g.solution) || !isSolved(rules, g.solution)) return false;
  const history = g.history as Record<string, unknown> | null;
  if (typeof history !== 'object' || history === null) return false;
  const { past, present, future } = history;
  if (!Array.isArray(past) || !Array.isArray(future) || past.length + future.length > 2 * HISTORY_LIMIT) return false;
  const isPath = (path: unknown) => Array.isArray(path) && isValidPartialPath(rules, path);
  return isPath(present) && past.every(isPath) && future.every(isPath) && (!g.solved || isSolved(rules, present as number[]));
}
