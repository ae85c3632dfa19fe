import { useEffect, useRef } from 'react';
import { warmGame } from './warm-game';

/** How long a pointer or focus rests on a card before its game loads: passing over cards, or tabbing through them, loads nothing. */
export const WARM_DWELL_MS = 80;

/** Handlers for a link to a game: a pointer or focus that rests on it, or a touch, starts loading the game. */
export function useWarmOnIntent(slug: string) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  const soon = () => {
    cancel();
    timer.current = setTimeout(() => warmGame(slug), WARM_DWELL_MS);
  };
  useEffect(() => cancel, []);
  return { onPointerEnter: soon, onFocus: soon, onPointerLeave: cancel, onBlur: cancel, onTouchStart: () => warmGame(slug) };
}
