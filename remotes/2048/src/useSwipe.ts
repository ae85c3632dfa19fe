import { useRef, type PointerEvent } from 'react';
import { swipeDirection } from './input/swipe';
import type { Direction } from './logic/move';

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/** Swipes by touch, pen or mouse drag. The element should have `touch-action: none`. */
export function useSwipe(onSwipe: (direction: Direction) => void): SwipeHandlers {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event) {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      // Buttons on the board (the win and game-over overlays) keep their own clicks.
      if (event.target instanceof Element && event.target.closest('button, a, input')) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      // Keep receiving the pointer when a fast swipe leaves the board.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
