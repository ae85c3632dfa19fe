import type { Direction } from '../logic/move';

/** Shorter drags are taps or jitter, not swipes. */
export const SWIPE_THRESHOLD_PX = 24;

/** The direction of a drag by (dx, dy) pixels along its dominant axis, or null when too short. */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): Direction | null {
  const absX = Math.abs(dx);
  const absY = Math.abs(dy);
  if (Math.max(absX, absY) < threshold) return null;
  if (absX > absY) return dx > 0 ? 'right' : 'left';
  if (absY > absX) return dy > 0 ? 'down' : 'up';
  // An exact diagonal says nothing.
  return null;
}
