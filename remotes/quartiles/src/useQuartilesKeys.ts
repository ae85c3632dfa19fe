import { useGameKeys } from '@games/shared/game-kit/round/useGameKeys';

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
  useGameKeys(
    (event) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const onControl = target !== null && target.closest('button, a, summary, select, input') !== null;
      const key = event.key;
      if (key === 'Enter') {
        if (onControl) return false;
        actions.submit();
      } else if (key === 'Backspace') {
        actions.backspace();
      } else if (key === 'Escape') {
        // Escape clears without taking the key from the browser.
        actions.clear();
        return false;
      } else if (event.shiftKey && key.toLowerCase() === 'h') {
        // Shift+H hints, whatever Caps Lock says (with it on, Shift+H gives "h").
        actions.hint();
      } else if (/^[a-t]$/i.test(key) && !event.shiftKey) {
        // Letters pick tiles in either case: Caps Lock on gives "A", not "a".
        actions.pickTile(key.toLowerCase().charCodeAt(0) - 97);
      } else return false;
      return true;
    },
    { enabled: true },
  );
}
