// Checks on data read back from storage: a saved puzzle is only used when it is well formed.
import { isDifficulty } from './difficulty';
import type { Board, Sign, TangoPuzzle } from './types';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Cells of a size×size board: 0, 1 or 2 (only 1 or 2 when `full`). */
export function isCells(value: unknown, size: number, full = false): value is Board {
  return Array.isArray(value) && value.length === size * size && value.every((cell) => cell === 1 || cell === 2 || (!full && cell === 0));
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
    isCells(value.givens, size) &&
    isCells(value.solution, size, true) &&
    Array.isArray(value.signs) &&
    value.signs.every((sign) => isSign(sign, size)) &&
    isDifficulty(value.difficulty) &&
    typeof value.seed === 'string'
  );
}
