// Letter keys, number keys and the numeric keypad press pads anywhere on the page (typing and dialogs left alone).
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { useEffect, useRef } from 'react';
import { padForKey } from './keys';

/** `side`: read at each key press (the mode can change while the listener stays). */
export function usePadKeys(side: () => number, onPress: (pad: number) => void) {
  const sideNow = useRef(side);
  sideNow.current = side;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event) || event.repeat) return;
      const pad = padForKey(sideNow.current(), event.key, event.code);
      if (pad === null) return;
      event.preventDefault();
      onPress(pad);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onPress]);
}
