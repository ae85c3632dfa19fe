// Difficulty levels, graded by the hardest technique a person needs (see techniques.ts).
export type Difficulty = 'easy' | 'medium' | 'hard' | 'expert';

export const DIFFICULTIES: readonly { value: Difficulty; label: string }[] = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
  { value: 'expert', label: 'Expert' },
];

/** The technique level each difficulty needs: Easy singles, Medium pairs, Hard pointing/claiming/triples, Expert fish, wings and beyond. */
export const DIFFICULTY_LEVEL: Readonly<Record<Difficulty, 1 | 2 | 3 | 4>> = { easy: 1, medium: 2, hard: 3, expert: 4 };

/**
 * Fewest givens kept per difficulty, close to sudoku.com's boards: an Easy board is not only
 * solvable by singles but also roomy. Expert digs until no clue can go.
 */
export const MIN_GIVENS: Readonly<Record<Difficulty, number>> = { easy: 36, medium: 28, hard: 24, expert: 17 };

export function isDifficulty(value: unknown): value is Difficulty {
  return value === 'easy' || value === 'medium' || value === 'hard' || value === 'expert';
}

export const difficultyLabel = (difficulty: Difficulty): string => DIFFICULTIES.find((d) => d.value === difficulty)!.label;
