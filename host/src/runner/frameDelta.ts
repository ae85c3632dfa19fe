/**
 * Longest gap fed to the engine from one animation frame. Browsers stop frames in hidden tabs
 * or while debugging; without a cap the game would jump ahead (and usually end) on return.
 */
export const MAX_FRAME_DELTA_MS = 100;

/** Time between two animation frames, made safe to feed to the engine. */
export function clampFrameDelta(deltaMs: number): number {
  if (!Number.isFinite(deltaMs) || deltaMs <= 0) return 0;
  return Math.min(deltaMs, MAX_FRAME_DELTA_MS);
}
