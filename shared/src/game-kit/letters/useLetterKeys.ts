// Typing for a letter-tile game, from anywhere on the page: letters, Backspace, Space (shuffle) and Enter.
// A focused button keeps Enter and Space for itself; fields and open dialogs keep every key (the kit's filter).
import { shouldIgnoreGameKey } from '../input/game-keys';
import { useEffect, useRef } from 'react';
import { isLetterKey } from './tiles';

export interface LetterKeys {
  enabled: boolean;
  onLetter(letter: string): void;
  onBackspace(): void;
  onSpace?(): void;
  onEnter?(): void;
}

const pressesItself = (target: EventTarget | null) =>
  typeof Element !== 'undefined' && target instanceof Element && target.closest('button, a[href], select, [role="switch"], [role="button"]') !== null;

export function useLetterKeys(keys: LetterKeys): void {
  const ref = useRef(keys);
  ref.current = keys;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const current = ref.current;
      if (!current.enabled || shouldIgnoreGameKey(event)) return;
      if (isLetterKey(event.key)) {
        event.preventDefault();
        current.onLetter(event.key.toLowerCase());
      } else if (event.key === 'Backspace' || event.key === 'Delete') {
        event.preventDefault();
        current.onBackspace();
      } else if (event.key === ' ' && current.onSpace && !pressesItself(event.target)) {
        event.preventDefault();
        current.onSpace();
      } else if (event.key === 'Enter' && current.onEnter && !pressesItself(event.target)) {
        event.preventDefault();
        current.onEnter();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
