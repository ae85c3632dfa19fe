import type { Difficulty } from './types';

export const DIFFICULTIES: readonly { value: Difficulty; label: string }[] = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

/** The daily puzzle's level, like LinkedIn's one-a-day board. */
export const DAILY_DIFFICULTY: Difficulty = 'medium';

export function isDifficulty(value: unknown): value is Difficulty {
  return value === 'easy' || value === 'medium' || value === 'hard';
}

/** The deduction tier each level needs: 1 direct rules, 2 whole-line counting, 3 a short what-if. */
export const DIFFICULTY_TIER: Record<Difficulty, 1 | 2 | 3> = { easy: 1, medium: 2, hard: 3 };
