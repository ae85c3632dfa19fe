// One answer to "is this key press for the game?", for every game's key handlers.

/** Inputs whose keys do nothing textual, so game keys still work while one of them has focus. */
const KEYLESS_INPUT_TYPES = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'color', 'file']);

/** An open modal or dialog: keys belong to it, not to the game under it. */
const DIALOG_SELECTOR = 'dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]';

/** True when keys typed at `target` mean text or a choice: a text field, a select, editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !KEYLESS_INPUT_TYPES.has(target.type);
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('[role="textbox"], [role="combobox"], [role="searchbox"], [role="spinbutton"]') !== null;
}

/** The parts of a KeyboardEvent (DOM or React) the filter reads. */
export interface GameKeyEvent {
  key: string;
  target: EventTarget | null;
  defaultPrevented: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
  nativeEvent?: { isComposing?: boolean };
}

export interface GameKeyOptions {
  /** The handler uses Ctrl/Cmd itself (e.g. Ctrl+Z undo): do not ignore keys for holding them. Alt is still ignored. */
  allowCommand?: boolean;
  /** The page to look for an open dialog in (tests). */
  document?: Document;
}

function isInOpenDialog(target: EventTarget | null, doc: Document | undefined): boolean {
  if (typeof Element !== 'undefined' && target instanceof Element && target.closest(DIALOG_SELECTOR)) return true;
  // A modal dialog elsewhere on the page (the how-to-play, the result) holds the keys even when the event
  // reaches the game from the body.
  return !!doc?.querySelector('dialog[open], [aria-modal="true"]');
}

/**
 * True when a game's key handler must leave this key alone: another handler took it (defaultPrevented), an
 * IME is composing, the player is typing in a field, a dialog is open, or Ctrl/Cmd/Alt is held for a browser
 * or system shortcut (Ctrl+R, Alt+←…).
 */
export function shouldIgnoreGameKey(event: GameKeyEvent, options: GameKeyOptions = {}): boolean {
  if (event.defaultPrevented) return true;
  if (event.isComposing || event.nativeEvent?.isComposing || event.key === 'Process') return true;
  if (event.altKey) return true;
  if (!options.allowCommand && (event.ctrlKey || event.metaKey)) return true;
  if (isTypingTarget(event.target)) return true;
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  return isInOpenDialog(event.target, doc);
}
