// Points: each right answer scores 10 × the streak multiplier (×1, rising by one every 5 in a row, up to ×5);
// a wrong or missed answer costs 5 (never below 0) and breaks the streak. The time to answer shrinks as
// the streak grows (the speed ramp). Pure.
import type { LevelConfig } from './levels';

export const POINTS = 10;
export const PENALTY = 5;
export const STREAK_STEP = 5;
export const MAX_MULTIPLIER = 5;

export const multiplierFor = (streak: number) => Math.min(MAX_MULTIPLIER, 1 + Math.floor(streak / STREAK_STEP));

/** What an answer does to the score and streak (`streak` counts right answers in a row before it). */
export function scoreAnswer(score: number, streak: number, correct: boolean): { score: number; streak: number; gained: number } {
  if (!correct) return { score: Math.max(0, score - PENALTY), streak: 0, gained: -Math.min(score, PENALTY) };
  const gained = POINTS * multiplierFor(streak);
  return { score: score + gained, streak: streak + 1, gained };
}

/** The time to answer at a streak: 8% shorter per step of the multiplier, never below the level's floor. */
export function responseWindowMs(config: Pick<LevelConfig, 'windowMs' | 'minWindowMs'>, streak: number): number {
  const steps = multiplierFor(streak) - 1;
  return Math.max(config.minWindowMs, Math.round(config.windowMs * (1 - 0.08 * steps)));
}
