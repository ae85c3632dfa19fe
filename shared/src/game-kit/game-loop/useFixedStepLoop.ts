import { useEffect, useRef, useState } from 'react';
import { FixedStepClock, type FixedStepOptions } from './fixedStep';
import { autoPauseReason, type AutoPauseReason } from './pauseReason';

export interface FixedStepLoopOptions extends FixedStepOptions {
  /** Whether the game wants the loop to run (false on a start screen, while paused, after game over). */
  running: boolean;
  /** One simulation step of exactly stepMs. */
  update: (stepMs: number) => void;
  /** Draws a frame; alpha (0–1) blends the previous and the current step. */
  render: (alpha: number, now: number) => void;
  /** Also hold while the window has lost focus (default true). A hidden tab always holds. */
  pauseOnBlur?: boolean;
  /** Called when the page makes the loop hold, e.g. to show the game's pause screen. */
  onAutoPause?: (reason: AutoPauseReason) => void;
}

export interface FixedStepLoop {
  /** True while the loop is held by the page (hidden tab or blurred window). */
  paused: boolean;
  reason: AutoPauseReason | null;
}

const isHidden = () => typeof document !== 'undefined' && document.hidden;

/**
 * Drives a FixedStepClock with requestAnimationFrame while `running`, holding it while the tab is
 * hidden or the window blurred; time spent held is never simulated.
 */
export function useFixedStepLoop(options: FixedStepLoopOptions): FixedStepLoop {
  const { running, stepMs, maxFrameMs, pauseOnBlur = true } = options;
  const latest = useRef(options);
  latest.current = options;
  const [reason, setReason] = useState<AutoPauseReason | null>(null);

  useEffect(() => {
    // Assume focus at mount (jsdom and some embeds misreport hasFocus); the blur event tells otherwise.
    let focused = true;
    const check = () => {
      const next = autoPauseReason({ hidden: isHidden(), focused }, pauseOnBlur);
      setReason(next);
      if (next) latest.current.onAutoPause?.(next);
    };
    const onBlur = () => {
      focused = false;
      check();
    };
    const onFocus = () => {
      focused = true;
      check();
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    // Only a hidden tab counts at mount: a page opened in the background must not start running.
    setReason(autoPauseReason({ hidden: isHidden(), focused: true }, pauseOnBlur));
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, [pauseOnBlur]);

  const active = running && reason === null;
  useEffect(() => {
    if (!active) return;
    const clock = new FixedStepClock({ stepMs, maxFrameMs });
    let frameId = 0;
    const frame = (now: number) => {
      frameId = requestAnimationFrame(frame);
      const alpha = clock.tick(now, (dt) => latest.current.update(dt));
      latest.current.render(alpha, now);
    };
    frameId = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(frameId);
  }, [active, stepMs, maxFrameMs]);

  return { paused: running && reason !== null, reason };
}
