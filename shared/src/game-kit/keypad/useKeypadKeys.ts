import { useEffect, useRef, type RefObject } from 'react';
import { shouldIgnoreGameKey } from '../input/game-keys';
import { keypadPressFor, type KeypadKeyMap, type KeypadPress } from './keypad-keys';

export interface KeypadKeysOptions {
  enabled: boolean;
  /** An element inside the game: keys count while focus is in its frame (or on the page body). */
  root: RefObject<HTMLElement | null>;
  map: KeypadKeyMap;
  onPress(press: KeypadPress): void;
}

/** True when focus is on the page body or inside the game's frame (the element's `.gk-frame`). */
export function focusIsInGame(root: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  const game = root?.closest('.gk-frame') ?? root;
  return Boolean(game?.contains(active));
}

/** The keyboard side of the pad, from anywhere in the game: digits, Backspace/Delete, "-", Enter, N. */
export function useKeypadKeys(options: KeypadKeysOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const { enabled } = options;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event)) return;
      const { root, map, onPress } = latest.current;
      if (!focusIsInGame(root.current)) return;
      const press = keypadPressFor(event.key, map);
      if (!press) return;
      // Enter on a focused button is that button's: the pad's submit only when no other control is focused.
      if (press.kind === 'submit' && document.activeElement instanceof HTMLButtonElement) return;
      event.preventDefault();
      onPress(press);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
