// Sudoku's keys from anywhere in the game (not only the focused board): digits, erase, notes, and moving the
// selection with arrows or WASD. Undo, redo and hint keys are the kit session's.
import { rovingTarget, type RovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
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
      const active = document.activeElement;
      // The frame counts as the game: it holds focus after the first-visit help closes.
      const game = root.current?.closest('.gk-frame') ?? root.current;
      if (active && active !== document.body && !game?.contains(active)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      // Only arrows and WASD: Home, End and the page keys keep scrolling the page outside the board.
      const arrow = WASD[key] ?? (key.startsWith('Arrow') ? key : null);
      const target = arrow && rovingTarget(grid.cursor, arrow, 9, 9);
      if (target) grid.setCursor(target);
      else if (/^[1-9]$/.test(key)) onDigit(Number(key));
      else if (key === '0' || key === 'Backspace' || key === 'Delete') onErase();
      else if (key === 'n') onToggleNotes();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
