import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlayHeld } from './play-hold';

export interface GameTimerOptions {
  /** Whether the clock should run (false before the first move and after the game ends). */
  running: boolean;
  /** Where the clock starts, e.g. a time restored from a saved game. */
  initialElapsedMs?: number;
  /** Also pause while the window has lost focus (another app or an iframe took it). */
  pauseOnBlur?: boolean;
  /** How often elapsedMs is refreshed while running. */
  tickMs?: number;
}

export interface GameTimer {
  /** Time spent playing, excluding every pause. */
  elapsedMs: number;
  /** True while the clock should run but is held because the tab is hidden or the window blurred. */
  paused: boolean;
  /** Replaces the elapsed time (restore a saved game, or 0 for a new one). */
  setElapsedMs(ms: number): void;
  /** Resumes after a blur pause (the player pressed Resume). A hidden tab resumes by itself when shown. */
  resume(): void;
  /**
   * The exact elapsed time now, including the part of a tick not yet shown in elapsedMs (e.g. the time of a
   * winning move, or a save on pagehide). Stable identity; callers need no mirror ref of elapsedMs.
   */
  read(): number;
}

const isDocumentHidden = () => typeof document !== 'undefined' && document.hidden;

/**
 * A fair game clock: it only counts while the game is running and the player can see it, never while the frame
 * holds play (its how-to-play dialog is open, on the first visit or from "?": play-hold.ts).
 */
export function useGameTimer({ running, initialElapsedMs = 0, pauseOnBlur = false, tickMs = 250 }: GameTimerOptions): GameTimer {
  const [hidden, setHidden] = useState(isDocumentHidden);
  const [blurred, setBlurred] = useState(false);
  const [elapsedMs, setElapsedState] = useState(initialElapsedMs);
  const elapsedRef = useRef(initialElapsedMs);
  // performance.now() when the clock last added to elapsedRef while it runs; null while stopped.
  const runningSinceRef = useRef<number | null>(null);

  useEffect(() => {
    const onVisibilityChange = () => setHidden(isDocumentHidden());
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, []);

  useEffect(() => {
    if (!pauseOnBlur) {
      setBlurred(false);
      return;
    }
    const onBlur = () => setBlurred(true);
    const onFocus = () => setBlurred(false);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, [pauseOnBlur]);

  const held = usePlayHeld();
  const paused = running && (hidden || blurred);
  // Held by the frame: the clock stops without the pause cover, and goes on by itself when the help closes.
  const ticking = running && !paused && !held;

  useEffect(() => {
    if (!ticking) return;
    runningSinceRef.current = performance.now();
    const advance = () => {
      const now = performance.now();
      elapsedRef.current += now - (runningSinceRef.current ?? now);
      runningSinceRef.current = now;
      setElapsedState(elapsedRef.current);
    };
    const interval = setInterval(advance, tickMs);
    return () => {
      clearInterval(interval);
      // Count the part of a tick that passed before stopping.
      advance();
      runningSinceRef.current = null;
    };
  }, [ticking, tickMs]);

  const setElapsedMs = useCallback((ms: number) => {
    elapsedRef.current = ms;
    if (runningSinceRef.current !== null) runningSinceRef.current = performance.now();
    setElapsedState(ms);
  }, []);
  const resume = useCallback(() => setBlurred(false), []);
  const read = useCallback(() => {
    const since = runningSinceRef.current;
    return elapsedRef.current + (since === null ? 0 : performance.now() - since);
  }, []);

  return { elapsedMs, paused, setElapsedMs, resume, read };
}
