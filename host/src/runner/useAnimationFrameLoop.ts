import { useEffect, useRef } from 'react';
import { clampFrameDelta } from './frameDelta';

/**
 * Calls `onFrame` with the (capped) time since the previous frame, once per animation frame,
 * while `active` is true and the page is visible. Hiding the tab pauses the loop; the first
 * frame after resuming only sets the baseline, so hidden time is never fed to the game.
 */
export function useAnimationFrameLoop(active: boolean, onFrame: (deltaMs: number) => void): void {
  const onFrameRef = useRef(onFrame);
  useEffect(() => {
    onFrameRef.current = onFrame;
  });

  useEffect(() => {
    if (!active || typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function') return undefined;
    let handle: number | null = null;
    let lastTimestamp: number | null = null;

    const tick = (timestamp: number) => {
      if (lastTimestamp !== null) onFrameRef.current(clampFrameDelta(timestamp - lastTimestamp));
      lastTimestamp = timestamp;
      handle = window.requestAnimationFrame(tick);
    };
    const start = () => {
      if (handle !== null) return;
      lastTimestamp = null;
      handle = window.requestAnimationFrame(tick);
    };
    const stop = () => {
      if (handle === null) return;
      window.cancelAnimationFrame(handle);
      handle = null;
    };
    const onVisibilityChange = () => (document.hidden ? stop() : start());

    document.addEventListener('visibilitychange', onVisibilityChange);
    if (!document.hidden) start();
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [active]);
}
