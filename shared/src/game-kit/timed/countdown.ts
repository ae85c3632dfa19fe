// A round's countdown as plain data: start, pause, resume, time up. Pure: every function takes the time
// `now` from the caller (performance.now() in the hook, any number in tests), so no timers live here.

export type CountdownStatus = 'ready' | 'running' | 'paused' | 'over';

export interface Countdown {
  /** The round's length. */
  durationMs: number;
  /** Time played before `since` (every pause left out). */
  elapsedMs: number;
  /** The clock reading when the countdown last started running; null unless running. */
  since: number | null;
  status: CountdownStatus;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** A countdown of `durationMs` that has not started (or one restored at `elapsedMs`, waiting to resume). */
export function createCountdown(durationMs: number, elapsedMs = 0): Countdown {
  const duration = Math.max(0, finite(durationMs));
  const elapsed = clamp(finite(elapsedMs), 0, duration);
  if (elapsed >= duration) return { durationMs: duration, elapsedMs: duration, since: null, status: 'over' };
  return { durationMs: duration, elapsedMs: elapsed, since: null, status: elapsed > 0 ? 'paused' : 'ready' };
}

/** Time played at `now`, never more than the duration. */
export function elapsedAt(countdown: Countdown, now: number): number {
  const running = countdown.since === null ? 0 : Math.max(0, now - countdown.since);
  return Math.min(countdown.durationMs, countdown.elapsedMs + running);
}

/** Time left at `now` (0 once it is up). */
export const remainingAt = (countdown: Countdown, now: number): number => countdown.durationMs - elapsedAt(countdown, now);

/** Starts a ready countdown or resumes a paused one; anything else is returned as it is. */
export function startCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.status !== 'ready' && countdown.status !== 'paused') return countdown;
  return { ...countdown, since: now, status: 'running' };
}

export const resumeCountdown = startCountdown;

/** Holds a running countdown, keeping the time played so far. */
export function pauseCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.status !== 'running') return countdown;
  return { ...countdown, elapsedMs: elapsedAt(countdown, now), since: null, status: 'paused' };
}

/** Ends the countdown at once (time up, or the player quit), keeping the time played. */
export function stopCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.status === 'over') return countdown;
  return { ...countdown, elapsedMs: elapsedAt(countdown, now), since: null, status: 'over' };
}

/** A running countdown whose time is up at `now` becomes 'over' with the whole duration played. */
export function settleCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.status !== 'running' || remainingAt(countdown, now) > 0) return countdown;
  return { ...countdown, elapsedMs: countdown.durationMs, since: null, status: 'over' };
}

/**
 * Changes the time left at `now`, keeping the status: `deltaMs` > 0 lengthens the round (a "+10 s"
 * lifeline), < 0 counts time as played (a penalty; never past the end: the next settle ends the round).
 */
export function addTime(countdown: Countdown, now: number, deltaMs: number): Countdown {
  if (countdown.status === 'over' || !Number.isFinite(deltaMs)) return countdown;
  const played = elapsedAt(countdown, now);
  const since = countdown.since === null ? null : now;
  if (deltaMs >= 0) return { ...countdown, durationMs: countdown.durationMs + deltaMs, elapsedMs: played, since };
  return { ...countdown, elapsedMs: Math.min(countdown.durationMs, played - deltaMs), since };
}

/** Whole seconds to show: 120 000 ms → 120, 119 001 ms → 120, 0 → 0. */
export const secondsLeft = (remainingMs: number): number => Math.max(0, Math.ceil(remainingMs / 1000));

/** "2:00", "0:09": the countdown as a clock face. */
export function formatCountdown(remainingMs: number): string {
  const seconds = secondsLeft(remainingMs);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** What a save keeps of a countdown: its length and the time played (the clock itself is not portable). */
export interface SavedCountdown {
  durationMs: number;
  elapsedMs: number;
}

export const saveCountdown = (countdown: Countdown, now: number): SavedCountdown => ({ durationMs: countdown.durationMs, elapsedMs: elapsedAt(countdown, now) });

/** Checks a saved countdown from storage (it may be old, edited or corrupt). */
export function isSavedCountdown(value: unknown): value is SavedCountdown {
  if (typeof value !== 'object' || value === null) return false;
  const { durationMs, elapsedMs } = value as Record<string, unknown>;
  return (
    typeof durationMs === 'number' && Number.isFinite(durationMs) && durationMs > 0 &&
    typeof elapsedMs === 'number' && Number.isFinite(elapsedMs) && elapsedMs >= 0 && elapsedMs <= durationMs
  );
}
