import { COMBO_STEP, MAX_MULTIPLIER, MILESTONE_EVERY, POINTS } from './config';

/** The multiplier for a run of `combo` catches in a row: x1 for the first 4, x2 from the 5th, … up to x5. */
export function multiplierFor(combo: number): number {
  return Math.min(1 + Math.floor(Math.max(0, combo) / COMBO_STEP), MAX_MULTIPLIER);
}

/** Points for catching a star when `comboBefore` catches in a row came before it. */
export function pointsFor(kind: 'star' | 'gold', comboBefore: number): number {
  return POINTS[kind] * multiplierFor(comboBefore + 1);
}

/** The highest milestone (250, 500, …) passed when the score went from `before` to `after`, or null. */
export function milestoneCrossed(before: number, after: number): number | null {
  const reached = Math.floor(after / MILESTONE_EVERY);
  return reached > Math.floor(before / MILESTONE_EVERY) ? reached * MILESTONE_EVERY : null;
}
