import { useEffect, useRef } from 'react';
import { shouldIgnoreGameKey } from '../input/game-keys';

export interface GameKeysOptions {
  /** Listen only while this is true (a round in play). */
  enabled: boolean;
  /**
   * Which key presses are not the game's (default shouldIgnoreGameKey: typing in a field, a dialog open,
   * browser shortcuts). A game whose key works from its own text field (Esc quits) passes its own test.
   */
  ignore?: (event: KeyboardEvent) => boolean;
}

/**
 * Keys the game takes anywhere on the page while `enabled`: `onKey` returns true for a key it used, whose
 * default is then prevented. The latest `onKey` is called (no stale round in it).
 */
export function useGameKeys(onKey: (event: KeyboardEvent) => boolean | void, { enabled, ignore = shouldIgnoreGameKey }: GameKeysOptions): void {
  const latest = useRef({ onKey, ignore });
  latest.current = { onKey, ignore };
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (latest.current.ignore(event)) return;
      if (latest.current.onKey(event) === true) event.preventDefault();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
