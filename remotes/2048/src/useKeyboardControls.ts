import { shouldIgnoreGameKey } from '@games/shared/game-kit';
import { useEffect, useRef } from 'react';
import { directionForKey, isUndoShortcut } from './input/keys';
import type { Direction } from './logic/move';

export interface KeyboardControls {
  onMove: (direction: Direction) => void;
  /** Omitted while undo is off, so Ctrl+Z stays with the browser. */
  onUndo?: () => void;
}

/**
 * Plays moves from anywhere on the page (the game is the page's purpose), except while the player is typing
 * or a dialog is open (the kit's key filter). Handled keys do not scroll the page.
 */
export function useKeyboardControls(controls: KeyboardControls): void {
  const latest = useRef(controls);
  useEffect(() => {
    latest.current = controls;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Ctrl/Cmd is allowed through for Ctrl+Z; directionForKey leaves every other modified key alone.
      if (shouldIgnoreGameKey(event, { allowCommand: true })) return;
      const { onMove, onUndo } = latest.current;
      if (onUndo && isUndoShortcut(event)) {
        event.preventDefault();
        onUndo();
        return;
      }
      const direction = directionForKey(event);
      if (direction) {
        event.preventDefault();
        onMove(direction);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
