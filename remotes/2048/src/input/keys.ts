import type { Direction } from '../logic/move';

/** Arrow keys, WASD and vim's hjkl. */
const KEY_DIRECTIONS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  w: 'up',
  a: 'left',
  s: 'down',
  d: 'right',
  k: 'up',
  h: 'left',
  j: 'down',
  l: 'right',
};

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** The move a key asks for; keys held with Ctrl, Cmd or Alt belong to the browser. */
export function directionForKey(press: KeyPress): Direction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  return KEY_DIRECTIONS[key] ?? null;
}

/** Ctrl+Z, or Cmd+Z on a Mac. */
export function isUndoShortcut(press: KeyPress): boolean {
  return (press.ctrlKey || press.metaKey) && !press.altKey && !press.shiftKey && press.key.toLowerCase() === 'z';
}
