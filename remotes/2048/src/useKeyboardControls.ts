import { useEffect, useRef } from 'react';
import { directionForKey, isUndoShortcut } from './input/keys';
import type { Direction } from './logic/move';

/** Inputs that ignore arrow and letter keys; every other input (text, number, range…) uses them. */
const KEYLESS_INPUT_TYPES = ['checkbox', 'radio', 'button', 'submit', 'reset'];

/** Keys typed into a field, a select or an open dialog are not game moves. */
function belongsToSomethingElse(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement && !KEYLESS_INPUT_TYPES.includes(target.type)) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('dialog, [role="dialog"], [aria-modal="true"]') !== null;
}

export interface KeyboardControls {
  onMove: (direction: Direction) => void;
  /** Omitted while undo is off, so Ctrl+Z stays with the browser. */
  onUndo?: () => void;
}

/**
 * Plays moves from anywhere on the page (the game is the page's purpose), except while the
 * player is typing or a dialog is open. Handled keys do not scroll the page.
 */
export function useKeyboardControls(controls: KeyboardControls): void {
  const latest = useRef(controls);
  useEffect(() => {
    latest.current = controls;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || belongsToSomethingElse(event.target)) return;
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
