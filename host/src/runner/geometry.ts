import { CHARACTER_HEIGHT, CHARACTER_WIDTH, CHARACTER_X, JUMP_DURATION_MS, JUMP_HEIGHT_PX } from './constants';

/** An axis-aligned box; `bottom` is measured upward from the ground. */
export interface Box {
  left: number;
  bottom: number;
  width: number;
  height: number;
}

/** Height of the character's feet above the ground `elapsedMs` into a jump: a parabola peaking halfway. */
export function jumpHeight(elapsedMs: number): number {
  if (elapsedMs <= 0 || elapsedMs >= JUMP_DURATION_MS) return 0;
  const progress = elapsedMs / JUMP_DURATION_MS;
  return 4 * JUMP_HEIGHT_PX * progress * (1 - progress);
}

export function characterBox(jumping: boolean, jumpElapsedMs: number): Box {
  return {
    left: CHARACTER_X,
    bottom: jumping ? jumpHeight(jumpElapsedMs) : 0,
    width: CHARACTER_WIDTH,
    height: CHARACTER_HEIGHT,
  };
}

/** True when the two boxes share some area; touching edges do not count. */
export function boxesOverlap(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.bottom < b.bottom + b.height &&
    b.bottom < a.bottom + a.height
  );
}
