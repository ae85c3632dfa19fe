import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { useEffect, useRef } from 'react';

export interface ConnectionsKeys {
  shuffle(): void;
  deselect(): void;
  submit(): void;
}

/**
 * The page-wide keys: S shuffles, D deselects all, Enter submits (left to a focused button, link, field or
 * dialog). Typing and open dialogs are left alone (the kit's key filter).
 */
export function useConnectionsKeys(actions: ConnectionsKeys): void {
  const keys = useRef(actions);
  keys.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event)) return;
      const key = event.key.toLowerCase();
      if (key === 's') keys.current.shuffle();
      else if (key === 'd') keys.current.deselect();
      else if (key === 'enter' && !(event.target instanceof Element && event.target.closest('button, a, input, select, textarea, [role="dialog"]'))) keys.current.submit();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
