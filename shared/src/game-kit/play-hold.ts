// Whether play is held by the frame: the how-to-play dialog is open (on the first visit by itself, or from
// "?"). Every kit clock reads it (useGameTimer, useTimedSession), so no game counts time while its player
// reads the rules. The game's hooks sit above its GameFrame, so the frame publishes the hold here rather than
// through React context. Each remote bundles its own kit, so one game's frame never holds another's clock.
import { useSyncExternalStore } from 'react';

let holds = 0;
const listeners = new Set<() => void>();

function publish() {
  for (const listener of listeners) listener();
}

/** Holds play until the returned release is called (releasing twice is harmless). */
export function holdPlay(): () => void {
  holds += 1;
  publish();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    publish();
  };
}

/** True while play is held (read outside React, e.g. when a clock starts). */
export const isPlayHeld = (): boolean => holds > 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while play is held; re-renders when the hold comes or goes. */
export function usePlayHeld(): boolean {
  return useSyncExternalStore(subscribe, isPlayHeld, () => false);
}
