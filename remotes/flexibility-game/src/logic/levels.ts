import type { Rule } from './rules';

export type Level = 'easy' | 'medium' | 'hard';

export interface LevelConfig {
  value: Level;
  label: string;
  /** Rules in play (Hard adds the third). */
  rules: readonly Rule[];
  /** Share of trials whose rule differs from the trial before. */
  switchRate: number;
  /** Time to answer a trial at the start; it shrinks as the streak grows (the speed ramp). */
  windowMs: number;
  /** The shortest the window gets. */
  minWindowMs: number;
  /** The scored session's length. */
  durationS: number;
}

export const LEVELS: readonly LevelConfig[] = [
  { value: 'easy', label: 'Easy', rules: ['point', 'move'], switchRate: 0.25, windowMs: 3000, minWindowMs: 2000, durationS: 45 },
  { value: 'medium', label: 'Medium', rules: ['point', 'move'], switchRate: 0.4, windowMs: 2400, minWindowMs: 1500, durationS: 50 },
  { value: 'hard', label: 'Hard', rules: ['point', 'move', 'opposite'], switchRate: 0.5, windowMs: 2000, minWindowMs: 1100, durationS: 60 },
];

export const isLevel = (value: unknown): value is Level => LEVELS.some((level) => level.value === value);
export const levelConfig = (level: Level): LevelConfig => LEVELS.find((l) => l.value === level) ?? LEVELS[0];
