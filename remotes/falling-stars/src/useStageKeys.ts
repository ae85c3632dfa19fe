import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { useEffect, useRef, type RefObject } from 'react';
import { actionForKey } from './input/keys';
import { pause, start, togglePause, type GameState } from './logic/game';
import type { StageInput } from './useStarsLoop';

/**
 * Keys from anywhere on the page (the kit's filter leaves typing, dialogs and shortcuts alone): held
 * arrows or A/D steer; Space/P start and pause; Escape pauses; Enter starts.
 */
export function useStageKeys(input: RefObject<StageInput>, apply: (change: (state: GameState) => GameState) => void): void {
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event)) return;
      const action = actionForKey(event.key);
      if (!action) return;
      if (action === 'left' || action === 'right') {
        event.preventDefault();
        input.current[action] = true;
        input.current.pointerX = null;
        return;
      }
      // Space and Enter on a focused button press that button instead.
      const onButton = event.target instanceof Element && event.target.closest('button, a') !== null;
      if ((onButton && (event.key === ' ' || event.key === 'Enter')) || event.repeat) return;
      event.preventDefault();
      applyRef.current(action === 'toggle-pause' ? togglePause : action === 'pause' ? pause : start);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      const action = actionForKey(event.key);
      if (action === 'left' || action === 'right') input.current[action] = false;
    };
    const release = () => {
      input.current.left = false;
      input.current.right = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', release);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', release);
    };
  }, [input]);
}
