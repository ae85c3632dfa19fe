// Difficulty levels: board size and the hardest deduction a person needs (see deduce.ts).
import { TECHNIQUE_LEVEL } from './techniques';

export type Difficulty = 'easy' | 'medium' | 'hard';

export interface DifficultySpec {
  label: string;
  /** Board sizes dealt at this level. */
  sizes: readonly number[];
  /** The hardest technique level that may be needed. */
  maxLevel: number;
  /** The technique level that must be needed at least once (so a level is not too easy). */
  minLevel: number;
}

export const DIFFICULTIES: Readonly<Record<Difficulty, DifficultySpec>> = {
  easy: { label: 'Easy', sizes: [6, 7], minLevel: TECHNIQUE_LEVEL.single, maxLevel: TECHNIQUE_LEVEL.confinement },
  medium: { label: 'Medium', sizes: [8], minLevel: TECHNIQUE_LEVEL.confinement, maxLevel: TECHNIQUE_LEVEL.blocking },
  hard: { label: 'Hard', sizes: [9, 10], minLevel: TECHNIQUE_LEVEL.blocking, maxLevel: TECHNIQUE_LEVEL.group },
};

export const DIFFICULTY_ORDER: readonly Difficulty[] = ['easy', 'medium', 'hard'];

export function isDifficulty(value: unknown): value is Difficulty {
  return typeof value === 'string' && (DIFFICULTY_ORDER as readonly string[]).includes(value);
}
