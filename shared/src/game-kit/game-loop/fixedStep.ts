/**
 * The stepping logic of a fixed-timestep game loop, with time injected so it can be tested:
 * frames arrive at any rate, the simulation always advances in equal steps (60 Hz by default),
 * and the leftover fraction of a step is returned as `alpha` for interpolated rendering.
 * See Glenn Fiedler, "Fix Your Timestep!".
 */
export interface FixedStepOptions {
  /** Length of one simulation step in ms (default 1000 / 60). */
  stepMs?: number;
  /**
   * Longest frame that is simulated in full, in ms (default 250). A longer gap (a stalled tab, a
   * debugger pause) is cut to this, so the loop never falls into the "spiral of death".
   */
  maxFrameMs?: number;
}

export interface FrameAdvance {
  /** How many fixed steps to simulate for this frame. */
  steps: number;
  /** How far (0 ≤ alpha < 1) the clock is between the last step and the next: blend factor for rendering. */
  alpha: number;
  /** Time that was thrown away by the clamp (0 for a normal frame). */
  droppedMs: number;
}

export const DEFAULT_STEP_MS = 1000 / 60;
export const DEFAULT_MAX_FRAME_MS = 250;

/** Floating-point slack, so 60 frames of 1000/60 ms make exactly 60 steps. */
const EPSILON = 1e-6;

export class FixedStepClock {
  readonly stepMs: number;
  readonly maxFrameMs: number;
  private lastTime: number | null = null;
  private accumulator = 0;
  private isPaused = false;

  constructor(options: FixedStepOptions = {}) {
    this.stepMs = options.stepMs ?? DEFAULT_STEP_MS;
    this.maxFrameMs = options.maxFrameMs ?? DEFAULT_MAX_FRAME_MS;
    if (!(this.stepMs > 0)) throw new RangeError('stepMs must be positive');
    if (!(this.maxFrameMs >= this.stepMs)) throw new RangeError('maxFrameMs must be at least stepMs');
  }

  get paused(): boolean {
    return this.isPaused;
  }

  /** The current blend factor between the previous and the current simulation state. */
  get alpha(): number {
    return this.accumulator / this.stepMs;
  }

  /**
   * Tells the clock a frame arrived at `now` (ms, e.g. the requestAnimationFrame timestamp).
   * The first frame (and the first after resume) only sets the baseline and makes no steps.
   */
  advance(now: number): FrameAdvance {
    if (this.isPaused) return { steps: 0, alpha: this.alpha, droppedMs: 0 };
    if (this.lastTime === null) {
      this.lastTime = now;
      return { steps: 0, alpha: this.alpha, droppedMs: 0 };
    }
    let delta = Math.max(0, now - this.lastTime);
    this.lastTime = now;
    const droppedMs = Math.max(0, delta - this.maxFrameMs);
    delta -= droppedMs;
    this.accumulator += delta;
    let steps = 0;
    while (this.accumulator + EPSILON >= this.stepMs) {
      this.accumulator -= this.stepMs;
      steps++;
    }
    if (this.accumulator < 0) this.accumulator = 0;
    return { steps, alpha: this.alpha, droppedMs };
  }

  /** advance(now), calling `update(stepMs)` once per step; returns alpha for rendering. */
  tick(now: number, update: (stepMs: number) => void): number {
    const { steps } = this.advance(now);
    for (let i = 0; i < steps; i++) update(this.stepMs);
    return this.alpha;
  }

  /** Stops counting time: nothing that happens until resume() is simulated. */
  pause(): void {
    this.isPaused = true;
    this.lastTime = null;
  }

  /** Starts counting again from `now` (or from the next frame when omitted); paused time is never simulated. */
  resume(now?: number): void {
    this.isPaused = false;
    this.lastTime = now ?? null;
  }

  /** Forgets the baseline and any partial step (e.g. for a new game). */
  reset(): void {
    this.lastTime = null;
    this.accumulator = 0;
  }
}
