import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Focus that moves after the render showing its target: `focusAfterRender(ref)` in a handler that also
 * changes what is shown (a round starts, the next question, the answer's Next button). The target is
 * focused after the next render; one that is not there or not focusable yet (disabled, still loading) is
 * tried again after each render until it takes focus, another target is asked for, or the player moved focus
 * somewhere else meanwhile (a target that stays disabled must not pull focus back minutes later).
 */
export function useFocusAfterRender(): (target: RefObject<HTMLElement | null>) => void {
  const wanted = useRef<RefObject<HTMLElement | null> | null>(null);
  // Where focus was when the move was asked for: focus found anywhere else (but the page) is the player's own.
  const askedFrom = useRef<Element | null>(null);
  const [, rerender] = useState(0);

  useEffect(() => {
    if (!wanted.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== askedFrom.current && active !== wanted.current.current) {
      wanted.current = null;
      return;
    }
    const target = wanted.current.current;
    if (!target) return;
    target.focus({ preventScroll: true });
    if (document.activeElement === target) wanted.current = null;
  });

  return useCallback((target: RefObject<HTMLElement | null>) => {
    wanted.current = target;
    askedFrom.current = document.activeElement;
    // A handler that changes nothing shown still gets the render that focuses.
    rerender((n) => n + 1);
  }, []);
}
