import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  addTime as addTimeTo,
  createCountdown,
  elapsedAt,
  pauseCountdown,
  remainingAt,
  resumeCountdown,
  saveCountdown,
  settleCountdown,
  startCountdown,
  stopCountdown,
  type Countdown,
  type CountdownStatus,
  type SavedCountdown,
} from './countdown';
import { isPlayHeld, usePlayHeld } from '../play-hold';
import { holdReaction, idleReactionClock, reactionTimeAt, releaseReaction, stimulusShown, type ReactionClock } from './reaction';

/**
 * Why a round is held: the tab was hidden, the window lost focus, the player paused, or the frame's how-to-play
 * dialog is open ('help': the round goes on by itself when it closes).
 */
export type TimedPauseReason = 'hidden' | 'blur' | 'player' | 'help';

export interface TimedSessionOptions {
  /** The round's length (the default for start()). */
  durationMs: number;
  /** Called once when the countdown reaches zero (not when stop() ends it early). */
  onTimeUp?: () => void;
  /** Also pause when the window loses focus (default false: only a hidden tab pauses). */
  pauseOnBlur?: boolean;
  /** How often remainingMs is refreshed for the clock face (default 200 ms). */
  tickMs?: number;
  /** The clock (default performance.now); tests pass their own. */
  now?: () => number;
}

export interface TimedSession {
  status: CountdownStatus;
  /** Time left, refreshed every tick (read() / readRemaining() are exact). */
  remainingMs: number;
  durationMs: number;
  /** True while a started round is held; the frame shows its pause cover with Resume. */
  paused: boolean;
  pauseReason: TimedPauseReason | null;
  /** Starts a fresh round (of `durationMs`, default the option's) and runs it. */
  start(durationMs?: number): void;
  /** Puts back a saved round, held (the player resumes it). A finished save comes back 'over'. */
  restore(saved: SavedCountdown): void;
  pause(reason?: TimedPauseReason): void;
  resume(): void;
  /** More time left (ms > 0) or less (ms < 0, a penalty), as it runs or is held; a penalty that uses up the time ends the round at the next tick. */
  addTime(ms: number): void;
  /** Ends the round now (the player quit): status 'over', onTimeUp not called. */
  stop(): void;
  /** Back to a round not started. */
  reset(durationMs?: number): void;
  /** Exact time played now. */
  read(): number;
  /** Exact time left now. */
  readRemaining(): number;
  /** What to save of the round now. */
  save(): SavedCountdown;
}

const defaultNow = () => performance.now();
const isHidden = () => typeof document !== 'undefined' && document.hidden;

/**
 * One timed round: a countdown that pauses by itself when the tab is hidden (and on blur if asked), stays
 * held until resume(), and calls onTimeUp exactly once. The countdown logic is pure (countdown.ts).
 */
export function useTimedSession({ durationMs, onTimeUp, pauseOnBlur = false, tickMs = 200, now = defaultNow }: TimedSessionOptions): TimedSession {
  const nowRef = useRef(now);
  nowRef.current = now;
  const onTimeUpRef = useRef(onTimeUp);
  onTimeUpRef.current = onTimeUp;
  const countdownRef = useRef<Countdown>(createCountdown(durationMs));
  const [view, setView] = useState(() => ({ countdown: countdownRef.current, remainingMs: durationMs, reason: null as TimedPauseReason | null }));

  const reasonRef = useRef<TimedPauseReason | null>(null);
  const publish = useCallback((countdown: Countdown, reason: TimedPauseReason | null) => {
    countdownRef.current = countdown;
    reasonRef.current = reason;
    setView({ countdown, remainingMs: remainingAt(countdown, nowRef.current()), reason: countdown.status === 'paused' ? reason : null });
  }, []);

  const running = view.countdown.status === 'running';
  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = nowRef.current();
      const settled = settleCountdown(countdownRef.current, at);
      if (settled.status === 'over') {
        publish(settled, null);
        onTimeUpRef.current?.();
        return;
      }
      setView((previous) => ({ ...previous, remainingMs: remainingAt(settled, at) }));
      timer = setTimeout(tick, Math.min(tickMs, Math.max(1, remainingAt(settled, at))));
    };
    timer = setTimeout(tick, Math.min(tickMs, Math.max(1, remainingAt(countdownRef.current, nowRef.current()))));
    return () => clearTimeout(timer);
  }, [running, tickMs, publish]);

  const pause = useCallback((reason: TimedPauseReason = 'player') => {
    if (countdownRef.current.status === 'running') publish(pauseCountdown(countdownRef.current, nowRef.current()), reason);
  }, [publish]);

  useEffect(() => {
    const onVisibility = () => {
      if (isHidden()) pause('hidden');
    };
    const onBlur = () => {
      if (pauseOnBlur) pause('blur');
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
    };
  }, [pause, pauseOnBlur]);

  const start = useCallback((length: number = durationMs) => {
    const fresh = startCountdown(createCountdown(length), nowRef.current());
    if (isHidden()) publish(pauseCountdown(fresh, nowRef.current()), 'hidden');
    else if (isPlayHeld()) publish(pauseCountdown(fresh, nowRef.current()), 'help');
    else publish(fresh, null);
  }, [durationMs, publish]);
  const restore = useCallback((saved: SavedCountdown) => {
    const countdown = createCountdown(saved.durationMs, saved.elapsedMs);
    // A round saved before its first tick is still a round in play: held, not 'ready'.
    publish(countdown.status === 'ready' ? { ...countdown, status: 'paused' } : countdown, 'player');
  }, [publish]);
  const resume = useCallback(() => {
    if (countdownRef.current.status === 'paused') publish(resumeCountdown(countdownRef.current, nowRef.current()), null);
  }, [publish]);
  // The frame's help dialog holds a running round and lets it go on when it closes (a pause of another
  // reason, e.g. a hidden tab, stays until the player resumes).
  const held = usePlayHeld();
  useEffect(() => {
    if (held) pause('help');
    else if (countdownRef.current.status === 'paused' && reasonRef.current === 'help') resume();
  }, [held, running, pause, resume]);
  const addTime = useCallback((ms: number) => publish(addTimeTo(countdownRef.current, nowRef.current(), ms), reasonRef.current), [publish]);
  const stop = useCallback(() => publish(stopCountdown(countdownRef.current, nowRef.current()), null), [publish]);
  const reset = useCallback((length: number = durationMs) => publish(createCountdown(length), null), [durationMs, publish]);
  const read = useCallback(() => elapsedAt(countdownRef.current, nowRef.current()), []);
  const readRemaining = useCallback(() => remainingAt(countdownRef.current, nowRef.current()), []);
  const save = useCallback(() => saveCountdown(countdownRef.current, nowRef.current()), []);

  return {
    status: view.countdown.status,
    remainingMs: view.remainingMs,
    durationMs: view.countdown.durationMs,
    paused: view.countdown.status === 'paused',
    pauseReason: view.reason,
    start,
    restore,
    addTime,
    pause,
    resume,
    stop,
    reset,
    read,
    readRemaining,
    save,
  };
}

export interface StimulusClock {
  /**
   * The reaction time of an answer now: from the animation frame that painted the current stimulus, with
   * every pause left out; null when no stimulus is shown. Call it first thing in the input handler.
   */
  reactionTime(): number | null;
}

/**
 * Times reactions to a stimulus: when `stimulusKey` changes (a new problem, a new card), the time of the
 * next animation frame (the one that paints it) is taken with performance.now(); while `paused`, the clock
 * is held. `null` as the key means no stimulus is up.
 */
export function useStimulusClock(stimulusKey: string | number | null, { paused = false, now = defaultNow }: { paused?: boolean; now?: () => number } = {}): StimulusClock {
  const clockRef = useRef<ReactionClock>(idleReactionClock());
  const nowRef = useRef(now);
  nowRef.current = now;

  useLayoutEffect(() => {
    if (stimulusKey === null) {
      clockRef.current = { ...idleReactionClock(), heldSince: clockRef.current.heldSince };
      return;
    }
    // Committed now; painted in the next frame, whose time replaces this one.
    clockRef.current = stimulusShown(clockRef.current, nowRef.current());
    if (typeof requestAnimationFrame !== 'function') return;
    const frame = requestAnimationFrame(() => {
      clockRef.current = stimulusShown(clockRef.current, nowRef.current());
    });
    return () => cancelAnimationFrame(frame);
  }, [stimulusKey]);

  useLayoutEffect(() => {
    clockRef.current = paused ? holdReaction(clockRef.current, nowRef.current()) : releaseReaction(clockRef.current, nowRef.current());
  }, [paused]);

  const reactionTime = useCallback(() => reactionTimeAt(clockRef.current, nowRef.current()), []);
  return { reactionTime };
}
