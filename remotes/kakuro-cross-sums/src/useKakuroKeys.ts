// Kakuro's keys from anywhere in the game: arrows (or WASD) move the selection over the white cells, skipping
// blocks; digits, Backspace/Delete/0 and N are the kit keypad's. Undo, redo and hint keys are the session's.
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { digitRange, keypadPressFor, type KeypadKeyMap, type KeypadPress } from '@games/shared/game-kit/keypad/keypad-keys';
import { focusIsInGame } from '@games/shared/game-kit/keypad/useKeypadKeys';
import { useEffect, useRef, type RefObject } from 'react';

export const PAD_KEYS: KeypadKeyMap = { digits: digitRange(1, 9), erase: true, zeroErases: true, notes: true };

const STEPS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  w: [-1, 0],
  s: [1, 0],
  a: [0, -1],
  d: [0, 1],
};

/** The next white cell from `cell` in a direction (blocks skipped), or `cell` at the edge. */
export function stepTo(size: number, solution: readonly number[], cell: number, key: string): number | null {
  const step = STEPS[key];
  if (!step) return null;
  let r = Math.floor(cell / size) + step[0];
  let c = (cell % size) + step[1];
  while (r >= 0 && r < size && c >= 0 && c < size) {
    if (solution[r * size + c] > 0) return r * size + c;
    r += step[0];
    c += step[1];
  }
  return cell;
}

export interface KakuroKeys {
  enabled: boolean;
  root: RefObject<HTMLElement | null>;
  size: number;
  solution: readonly number[];
  selected: number;
  onMove(cell: number): void;
  onPress(press: KeypadPress): void;
}

export function useKakuroKeys(keys: KakuroKeys): void {
  const latest = useRef(keys);
  latest.current = keys;
  const { enabled } = keys;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event)) return;
      const { root, size, solution, selected, onMove, onPress } = latest.current;
      if (!focusIsInGame(root.current)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const target = stepTo(size, solution, selected, key);
      const press = target === null ? keypadPressFor(key, PAD_KEYS) : null;
      if (target !== null) onMove(target);
      else if (press) onPress(press);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
