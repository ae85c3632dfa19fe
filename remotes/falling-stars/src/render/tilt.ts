/**
 * Stars rock gently from side to side. The rocking is quantised into a fixed set of tilts that are
 * pre-drawn once, so drawing a star is a plain pixel copy (rotating a bitmap per frame costs far
 * more on software-rendered canvases).
 */

/** Largest tilt either way, in radians. */
export const MAX_TILT = 0.35;
/** Pre-drawn tilts from -MAX_TILT to +MAX_TILT (odd, so upright is one of them); ~3° apart. */
export const TILT_STEPS = 13;

/** The tilt (radians) of a star with this phase at time `now` (ms). */
export function tiltAt(now: number, phase: number): number {
  return Math.sin(now / 600 + phase) * MAX_TILT;
}

/** The pre-drawn step nearest to `tilt` (clamped to the drawn range). */
export function tiltStep(tilt: number): number {
  const position = ((tilt / MAX_TILT + 1) / 2) * (TILT_STEPS - 1);
  return Math.min(TILT_STEPS - 1, Math.max(0, Math.round(position)));
}

/** The tilt that pre-drawn step `step` shows. */
export function tiltOfStep(step: number): number {
  return ((step / (TILT_STEPS - 1)) * 2 - 1) * MAX_TILT;
}
