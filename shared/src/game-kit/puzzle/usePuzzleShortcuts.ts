import { useEffect, useRef } from 'react';
import { shouldIgnoreGameKey } from '../input/game-keys';

export interface PuzzleShortcuts {
  onUndo?: () => void;
  onRedo?: () => void;
  onHint?: () => void;
}

/**
 * Page-wide puzzle shortcuts: Ctrl/Cmd+Z undo, Ctrl/Cmd+Y or Shift+Ctrl/Cmd+Z redo, H hint.
 * Ignored while typing in a field or while a dialog is open.
 */
export function usePuzzleShortcuts(shortcuts: PuzzleShortcuts, enabled = true): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The kit's one filter: typing, dialogs, IME, Alt and taken keys; Ctrl/Cmd are ours here (undo, redo).
      if (shouldIgnoreGameKey(event, { allowCommand: true })) return;
      const key = event.key.toLowerCase();
      const command = event.ctrlKey || event.metaKey;
      const { onUndo, onRedo, onHint } = latest.current;
      let handler: (() => void) | undefined;
      if (command && key === 'z') handler = event.shiftKey ? onRedo : onUndo;
      else if (command && key === 'y') handler = onRedo;
      else if (!command && !event.shiftKey && key === 'h') handler = onHint;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
