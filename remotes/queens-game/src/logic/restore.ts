// Checks on data read back from storage: a saved puzzle and marks are only used when they are well formed.
import { cellAt, isValidLayout } from './board';
import { isDifficulty } from './difficulty';
import type { GeneratedPuzzle } from './generate';
import { isMark, type Mark } from './marks';
import { isSolved } from './conflicts';

export const MAX_SEED_LENGTH = 100;

const isIndexList = (value: unknown, length: number, below: number): value is number[] =>
  Array.isArray(value) && value.length === length && value.every((item) => Number.isInteger(item) && item >= 0 && item < below);

/** A dealt puzzle: a valid layout of connected regions and a solution that solves it. */
export function isGeneratedPuzzle(value: unknown): value is GeneratedPuzzle {
  if (typeof value !== 'object' || value === null) return false;
  const { seed, difficulty, size, regions, solution } = value as Record<string, unknown>;
  if (typeof seed !== 'string' || seed.length > MAX_SEED_LENGTH || !isDifficulty(difficulty)) return false;
  if (typeof size !== 'number' || !Array.isArray(regions) || !isValidLayout(size, regions)) return false;
  if (!isIndexList(solution, size, size)) return false;
  return isSolved({ size, regions }, solution.map((col, row) => cellAt(size, row, col)));
}

export function isMarks(value: unknown): value is readonly Mark[] {
  return Array.isArray(value) && value.every(isMark);
}
