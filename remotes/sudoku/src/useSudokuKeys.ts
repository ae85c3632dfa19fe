// Sudoku's keys from anywhere in the game (not only the focused board): digits, erase, notes, and moving the
// selection with arrows or WASD. Undo, redo and hint keys are the kit session's.
import { rovingTarget, type RovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { digitRange, keypadPressFor, type KeypadKeyMap } from '@games/shared/game-kit/keypad/keypad-keys';
import { focusIsInGame } from '@games/shared/game-kit/keypad/useKeypadKeys';
import { useEffect, useRef, type RefObject } from 'react';

export interface SudokuKeys {
  enabled: boolean;
  /** An element inside the game's frame: keys count when focus is in that frame (or on the page body). */
  root: RefObject<HTMLElement | null>;
  grid: RovingGrid;
  onDigit(digit: number): void;
  onErase(): void;
  onToggleNotes(): void;
}

/** The kit keypad's keys: 1–9, 0/Backspace/Delete erase, N notes. */
const PAD_KEYS: KeypadKeyMap = { digits: digitRange(1, 9), erase: true, zeroErases: true, notes: true };
const WASD: Record<string, string> = { w: 'ArrowUp', a: 'ArrowLeft', s: 'ArrowDown', d: 'ArrowRight' };

export function useSudokuKeys(keys: SudokuKeys): void {
  const latest = useRef(keys);
  latest.current = keys;
  const { enabled } = keys;

  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event)) return;
      const { root, grid, onDigit, onErase, onToggleNotes } = latest.current;
      // The frame counts as the game: it holds focus after the first-visit help closes.
      if (!focusIsInGame(root.current)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      // Only arrows and WASD: Home, End and the page keys keep scrolling the page outside the board.
      const arrow = WASD[key] ?? (key.startsWith('Arrow') ? key : null);
      const target = arrow && rovingTarget(grid.cursor, arrow, 9, 9);
      const press = target ? null : keypadPressFor(key, PAD_KEYS);
      if (target) grid.setCursor(target);
      else if (press?.kind === 'digit') onDigit(press.digit);
      else if (press?.kind === 'erase') onErase();
      else if (press?.kind === 'notes') onToggleNotes();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
