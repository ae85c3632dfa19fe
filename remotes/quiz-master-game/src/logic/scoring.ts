// Points of a right answer in a classic round or the daily quiz: base by difficulty + time bonus + streak bonus.
import type { Difficulty } from './question';

export const BASE_POINTS: Record<Difficulty, number> = { easy: 100, medium: 150, hard: 200 };
/** Per whole second left on the clock. */
export const TIME_BONUS_PER_SECOND = 5;
/** Per answer in a row beyond the first, up to MAX_STREAK_BONUS. */
export const STREAK_BONUS_STEP = 25;
export const MAX_STREAK_BONUS = 100;

export interface Points {
  base: number;
  time: number;
  streak: number;
  total: number;
}

/** `streak` counts this answer: 1 for a first right answer. */
export function pointsFor(difficulty: Difficulty, remainingMs: number, streak: number): Points {
  const base = BASE_POINTS[difficulty];
  const time = Math.max(0, Math.floor(remainingMs / 1000)) * TIME_BONUS_PER_SECOND;
  const bonus = Math.min(MAX_STREAK_BONUS, Math.max(0, streak - 1) * STREAK_BONUS_STEP);
  return { base, time, streak: bonus, total: base + time + bonus };
}

/** The end rank of a round by the share of right answers. */
export function rankFor(correct: number, total: number): string {
  const share = total > 0 ? correct / total : 0;
  if (share >= 1) return 'Quiz master';
  if (share >= 0.8) return 'Expert';
  if (share >= 0.6) return 'Scholar';
  if (share >= 0.4) return 'Learner';
  return 'Beginner';
}
