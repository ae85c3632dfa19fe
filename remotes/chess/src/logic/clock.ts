// A chess clock as on Lichess: minutes per side plus an increment per move, counted from both sides' first
// moves on; the side whose time runs out loses (a draw when the other side has only its king left).
// Pure: callers pass the time now in ms from any monotonic source (the view uses performance.now()).
import type { Color } from './record';

export interface TimeControl {
  initialMs: number;
  incrementMs: number;
}

export const TIME_CONTROL_IDS = ['none', '1+0', '3+2', '5+0', '10+0', '15+10'] as const;
export type TimeControlId = (typeof TIME_CONTROL_IDS)[number];

export const isTimeControlId = (value: unknown): value is TimeControlId => TIME_CONTROL_IDS.includes(value as TimeControlId);

/** Minutes + increment seconds ('3+2'), or null when untimed. */
export function timeControlOf(id: TimeControlId): TimeControl | null {
  if (id === 'none') return null;
  const [minutes, increment] = id.split('+').map(Number);
  return { initialMs: minutes * 60_000, incrementMs: increment * 1000 };
}

/** The time control a game's clock was made with ('none' for an untimed game). */
export function timeControlIdOf(clock: TimeControl | null | undefined): TimeControlId | 'other' {
  if (!clock) return 'none';
  const id = `${clock.initialMs / 60_000}+${clock.incrementMs / 1000}`;
  return isTimeControlId(id) ? id : 'other';
}

const KIND: Record<TimeControlId, string> = { none: 'Untimed', '1+0': 'Bullet', '3+2': 'Blitz', '5+0': 'Blitz', '10+0': 'Rapid', '15+10': 'Rapid' };
export const timeControlLabel = (id: TimeControlId) => (id === 'none' ? KIND.none : `${id} · ${KIND[id]}`);

export interface Clock extends TimeControl {
  /** Time left per side; for the running side, as it was at `since`. */
  remainingMs: Record<Color, number>;
  /** The side whose time counts now, or null while stopped (before both first moves, paused, game over). */
  running: Color | null;
  /** When the running side's time began to count. */
  since: number;
}

const other = (c: Color): Color => (c === 'w' ? 'b' : 'w');

export function createClock(control: TimeControl): Clock {
  return { ...control, remainingMs: { w: control.initialMs, b: control.initialMs }, running: null, since: 0 };
}

/** Time `color` has left at `now` (never below 0). */
export function timeLeft(clock: Clock, color: Color, now: number): number {
  const spent = clock.running === color ? Math.max(0, now - clock.since) : 0;
  return Math.max(0, clock.remainingMs[color] - spent);
}

/** The side whose time has run out at `now`, if any. */
export function flaggedSide(clock: Clock, now: number): Color | null {
  return clock.running && timeLeft(clock, clock.running, now) <= 0 ? clock.running : null;
}

/**
 * The clock after `mover` moved, with `movesPlayed` moves now in the game. Nothing counts before both sides
 * have moved once (Lichess starts the clocks after black's first move); from then on the mover is charged the
 * time spent, gets the increment, and the other side's time starts.
 */
export function clockAfterMove(clock: Clock, mover: Color, movesPlayed: number, now: number): Clock {
  if (movesPlayed < 2) return { ...clock, running: null, since: now };
  const spent = clock.running === mover ? timeLeft(clock, mover, now) + clock.incrementMs : clock.remainingMs[mover];
  return { ...clock, remainingMs: { ...clock.remainingMs, [mover]: spent }, running: other(mover), since: now };
}

/** Stops the clock, charging the running side for the time it has used. */
export function pauseClock(clock: Clock, now: number): Clock {
  if (!clock.running) return clock;
  return { ...clock, remainingMs: { ...clock.remainingMs, [clock.running]: timeLeft(clock, clock.running, now) }, running: null, since: now };
}

/** Starts `toMove`'s time again after a pause, once both sides have moved. */
export function resumeClock(clock: Clock, toMove: Color, movesPlayed: number, now: number): Clock {
  const paused = pauseClock(clock, now);
  return movesPlayed < 2 ? paused : { ...paused, running: toMove, since: now };
}

/**
 * How long the computer may think on its clock: its level's time while it has plenty, less when short
 * (about a fortieth of what is left plus half the increment), never under 50 ms.
 */
export function computerThinkMs(levelMs: number, timeLeftMs: number, incrementMs: number): number {
  return Math.max(50, Math.min(levelMs, Math.floor(timeLeftMs / 40 + incrementMs / 2)));
}

/** "4:59", "0:09.4" under ten seconds (as Lichess shows tenths when it gets tight). */
export function formatClock(ms: number): string {
  const clamped = Math.max(0, ms);
  if (clamped < 10_000) return `0:0${(Math.floor(clamped / 100) / 10).toFixed(1)}`;
  const totalSeconds = Math.ceil(clamped / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

export function isClock(value: unknown): value is Clock {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  const ms = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 24 * 3_600_000;
  const remaining = c.remainingMs as Record<string, unknown> | null;
  return (
    ms(c.initialMs) &&
    ms(c.incrementMs) &&
    typeof remaining === 'object' &&
    remaining !== null &&
    ms(remaining.w) &&
    ms(remaining.b) &&
    (c.running === null || c.running === 'w' || c.running === 'b') &&
    typeof c.since === 'number' &&
    Number.isFinite(c.since)
  );
}
