/**
 * Per-key counts over fixed windows that start at a key's first hit, the way rate-limiter-flexible's
 * RateLimiterMemory counts: a hit past the allowance still counts, and the window does not move.
 *
 * Written for the single-replica hot path: a hit on a known key allocates nothing and sets no
 * timer (RateLimiterMemory creates a promise, a result object and, per new key, a timer). Expired
 * keys are swept at most once per window length, on a hit.
 */
export class FixedWindowCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweepAt: number;

  constructor(
    readonly allowance: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.nextSweepAt = now() + windowMs;
  }

  /** Counts a hit; returns 0 while within the allowance, else the milliseconds until the window resets. */
  hit(key: string): number {
    const now = this.now();
    if (now >= this.nextSweepAt) this.sweep(now);
    const window = this.windows.get(key);
    if (window === undefined || now >= window.resetAt) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return 1 > this.allowance ? this.windowMs : 0;
    }
    window.count++;
    return window.count > this.allowance ? window.resetAt - now : 0;
  }

  /** Takes one hit back (a message counted but not stored, or counted by a wider window that refused it). */
  giveBack(key: string): void {
    const window = this.windows.get(key);
    if (window !== undefined && window.count > 0) window.count--;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now >= window.resetAt) this.windows.delete(key);
    this.nextSweepAt = now + this.windowMs;
  }
}
