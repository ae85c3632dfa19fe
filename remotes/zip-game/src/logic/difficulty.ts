// The difficulty levels: board size, how many numbers the generator starts from, walls, and the
// hardest reasoning step a puzzle of the level may demand.
import type { StepKind } from './grade';

export type Difficulty = 'easy' | 'medium' | 'hard' | 'expert';

export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard', 'expert'];

export interface DifficultyConfig {
  label: string;
  size: number;
  /** Numbers placed along the path before ambiguity is resolved. */
  initialNumbers: number;
  /** Random walls on edges the path does not use. */
  walls: number;
  /** Chance that an ambiguity is resolved with a wall rather than with numbers. */
  wallFixChance: number;
  /** The hardest step kind the level may demand. */
  hardestStep: StepKind;
  /** Remove numbers (and walls) greedily while the puzzle stays unique and within hardestStep. */
  minimise: boolean;
}

export const DIFFICULTY_CONFIG: Record<Difficulty, DifficultyConfig> = {
  easy: { label: 'Easy', size: 5, initialNumbers: 6, walls: 0, wallFixChance: 0, hardestStep: 'forced', minimise: false },
  medium: { label: 'Medium', size: 6, initialNumbers: 6, walls: 1, wallFixChance: 0.2, hardestStep: 'lookahead', minimise: true },
  hard: { label: 'Hard', size: 7, initialNumbers: 4, walls: 2, wallFixChance: 0.3, hardestStep: 'guess', minimise: false },
  expert: { label: 'Expert', size: 8, initialNumbers: 6, walls: 3, wallFixChance: 0.3, hardestStep: 'guess', minimise: false },
};

export function isDifficulty(value: unknown): value is Difficulty {
  return typeof value === 'string' && (DIFFICULTIES as readonly string[]).includes(value);
}
