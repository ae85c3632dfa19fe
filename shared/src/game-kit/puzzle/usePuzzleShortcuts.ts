import { useEffect, useRef } from 'react';

export interface PuzzleShortcuts {
  onUndo?: () => void;
  onRedo?: () => void;
  onHint?: () => void;
}

/** True when a key event belongs to a text field or menu, where shortcuts must not fire. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
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
      if (event.defaultPrevented || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
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
