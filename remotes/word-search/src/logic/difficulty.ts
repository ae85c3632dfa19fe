import type { DirectionName } from './directions';

export type Difficulty = 'easy' | 'medium' | 'hard';

export interface DifficultyRules {
  label: string;
  size: number;
  minWords: number;
  maxWords: number;
  /** Directions words may be written in (and selected in). */
  directions: readonly DirectionName[];
}

export const DIFFICULTY_RULES: Record<Difficulty, DifficultyRules> = {
  easy: { label: 'Easy', size: 8, minWords: 6, maxWords: 8, directions: ['E', 'S'] },
  medium: { label: 'Medium', size: 12, minWords: 10, maxWords: 12, directions: ['E', 'S', 'SE', 'NE'] },
  hard: { label: 'Hard', size: 15, minWords: 15, maxWords: 20, directions: ['E', 'S', 'SE', 'NE', 'W', 'N', 'NW', 'SW'] },
};

export const DIFFICULTIES = Object.keys(DIFFICULTY_RULES) as Difficulty[];

export function isDifficulty(value: unknown): value is Difficulty {
  return value === 'easy' || value === 'medium' || value === 'hard';
}
