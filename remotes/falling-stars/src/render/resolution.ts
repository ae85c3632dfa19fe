/**
 * Adaptive canvas resolution. The canvas is sharp on high-density screens (backing store at the
 * device pixel ratio, up to 2×); when a device keeps missing frames during play it steps down
 * (2 → 1.5 → 1), as games do, but never below one backing pixel per CSS pixel.
 */

/** Beyond 2× the extra pixels cost more frame time than they add sharpness. */
export const MAX_PIXEL_RATIO = 2;
export const PIXEL_RATIO_STEP = 0.5;

/** Backing-store pixels per CSS pixel on a screen of `devicePixelRatio` after `stepsDown` steps. */
export function backingPixelRatio(devicePixelRatio: number, stepsDown = 0): number {
  const best = Math.min(devicePixelRatio > 0 ? devicePixelRatio : 1, MAX_PIXEL_RATIO);
  const floor = Math.min(best, 1);
  return Math.max(floor, best - Math.max(0, stepsDown) * PIXEL_RATIO_STEP);
}

/** Whether one more step down would use fewer pixels. */
export function canStepDown(devicePixelRatio: number, stepsDown: number): boolean {
  return backingPixelRatio(devicePixelRatio, stepsDown + 1) < backingPixelRatio(devicePixelRatio, stepsDown);
}

export interface SlowFrameOptions {
  /** A frame interval above this missed the 60 Hz budget (default 1.5 × 16.7 ms: one vsync or more late). */
  slowMs?: number;
  /** Frames per verdict (default 90: 1.5 s at 60 Hz). */
  windowFrames?: number;
  /** Share of slow frames in a window that counts as sustained (default 0.25). */
  slowShare?: number;
  /** A longer gap is a stall (hidden tab, pause, debugger), not a slow frame, and is not counted (default 250 ms). */
  gapMs?: number;
}

/** Watches the intervals between rendered frames and tells when frames are missed often enough to step down. */
export class SlowFrameWatch {
  private readonly slowMs: number;
  private readonly windowFrames: number;
  private readonly slowShare: number;
  private readonly gapMs: number;
  private last: number | null = null;
  private frames = 0;
  private slow = 0;

  constructor(options: SlowFrameOptions = {}) {
    this.slowMs = options.slowMs ?? 25;
    this.windowFrames = options.windowFrames ?? 90;
    this.slowShare = options.slowShare ?? 0.25;
    this.gapMs = options.gapMs ?? 250;
  }

  /** Call once per rendered frame with its time (ms). True when the window just completed was mostly slow. */
  frame(now: number): boolean {
    const last = this.last;
    this.last = now;
    if (last === null) return false;
    const interval = now - last;
    if (interval <= 0 || interval > this.gapMs) return false;
    this.frames += 1;
    if (interval > this.slowMs) this.slow += 1;
    if (this.frames < this.windowFrames) return false;
    const sustained = this.slow >= this.slowShare * this.frames;
    this.frames = 0;
    this.slow = 0;
    return sustained;
  }

  /** Forgets the window and the last frame (e.g. when the loop stops). */
  reset(): void {
    this.last = null;
    this.frames = 0;
    this.slow = 0;
  }
}
