// The computer's levels, from short common words to the best-scoring play.
export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_NAMES: Record<Level, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

export const LEVEL_BLURBS: Record<Level, string> = {
  easy: 'plays short common words',
  medium: 'often plays well, not always',
  hard: 'plays the best-scoring move',
};

export const isLevel = (value: unknown): value is Level => LEVELS.includes(value as Level);
