import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { useEffect, useRef } from 'react';

export interface QuartilesKeys {
  pickTile(tile: number): void;
  submit(): void;
  backspace(): void;
  clear(): void;
  hint(): void;
}

/**
 * Keys anywhere in the game: A–T pick a tile, Enter submits (left to a focused control), Backspace deletes,
 * Escape clears, Shift+H hints. Typing and open dialogs are left alone (the kit's key filter).
 */
export function useQuartilesKeys(actions: QuartilesKeys): void {
  const keys = useRef(actions);
  keys.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event)) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const onControl = target !== null && target.closest('button, a, summary, select, input') !== null;
      const key = event.key;
      if (key === 'Enter') {
        if (onControl) return;
        event.preventDefault();
        keys.current.submit();
      } else if (key === 'Backspace') {
        event.preventDefault();
        keys.current.backspace();
      } else if (key === 'Escape') {
        keys.current.clear();
      } else if (event.shiftKey && key.toLowerCase() === 'h') {
        // Shift+H hints, whatever Caps Lock says (with it on, Shift+H gives "h").
        event.preventDefault();
        keys.current.hint();
      } else if (/^[a-t]$/i.test(key) && !event.shiftKey) {
        // Letters pick tiles in either case: Caps Lock on gives "A", not "a".
        event.preventDefault();
        keys.current.pickTile(key.toLowerCase().charCodeAt(0) - 97);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
