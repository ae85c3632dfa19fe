// When a puzzle in play is saved: on every change of the session, every few seconds of play, and when the
// page is hidden or left (a phone may never come back to it).
import { useEffect, useRef } from 'react';

/** A game in play is saved this often, besides every change. */
export const SAVE_EVERY_MS = 5000;

/** Calls `save` with the session on each change, each SAVE_EVERY_MS of `elapsedMs`, and on pagehide or hiding. */
export function useAutosave<S>(save: (session: S) => void, session: S, elapsedMs: number): void {
  const latest = useRef({ save, session });
  latest.current = { save, session };
  useEffect(() => latest.current.save(session), [session]);
  const tick = Math.floor(elapsedMs / SAVE_EVERY_MS);
  useEffect(() => {
    if (tick > 0) latest.current.save(latest.current.session);
  }, [tick]);
  useEffect(() => {
    const saveNow = () => latest.current.save(latest.current.session);
    const onVisibility = () => document.visibilityState === 'hidden' && saveNow();
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
