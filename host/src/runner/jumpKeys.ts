/** Key handling rules for the runner: which keys jump, and where the page keeps its own meaning for them. */

export interface KeyPress {
  key: string;
  code?: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** Space or Up arrow, without modifiers (so browser and OS shortcuts keep working). */
export function isJumpKey(press: KeyPress): boolean {
  if (press.altKey || press.ctrlKey || press.metaKey) return false;
  return press.key === ' ' || press.key === 'Spacebar' || press.code === 'Space' || press.key === 'ArrowUp';
}

/**
 * Elements where Space and arrows already mean something: typing, pressing a button,
 * following a link, choosing an option. The runner leaves key presses there alone.
 */
const CONTROL_SELECTOR = [
  'input',
  'textarea',
  'select',
  'button',
  'a[href]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="button"]',
  '[role="link"]',
  '[role="textbox"]',
  '[role="combobox"]',
  '[role="listbox"]',
  '[role="menuitem"]',
  '[role="slider"]',
  '[role="spinbutton"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
].join(',');

export function isControlTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return (target as Element).closest(CONTROL_SELECTOR) !== null;
}
