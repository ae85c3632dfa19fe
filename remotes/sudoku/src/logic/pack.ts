// A puzzle pack: givens of pre-generated puzzles of one difficulty, as 81-character strings ('.' = empty).
import { isDifficulty, type Difficulty } from './difficulty';

export const PACK_VERSION = 1;

export interface PuzzlePack {
  version: number;
  difficulty: Difficulty;
  puzzles: string[];
}

export function isPuzzlePack(value: unknown): value is PuzzlePack {
  if (typeof value !== 'object' || value === null) return false;
  const pack = value as Partial<PuzzlePack>;
  return (
    pack.version === PACK_VERSION &&
    isDifficulty(pack.difficulty) &&
    Array.isArray(pack.puzzles) &&
    pack.puzzles.length > 0 &&
    pack.puzzles.every((p) => typeof p === 'string' && /^[1-9.]{81}$/.test(p))
  );
}
