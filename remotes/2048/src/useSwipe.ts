import { useRef, type PointerEvent, type TouchEvent } from 'react';
import { swipeDirection } from './input/swipe';
import type { Direction } from './logic/move';

export interface SwipeHandlers {
  onTouchStart: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd: (event: TouchEvent<HTMLElement>) => void;
  onTouchCancel: () => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/** Buttons on the board (the win and game-over overlays) keep their own taps and clicks. */
const isOnControl = (target: EventTarget) => target instanceof Element && target.closest('button, a, input, textarea') !== null;

/**
 * Swipes: touch events for fingers (as the original 2048), pointer events for mouse and pen
 * drags, so a finger never counts twice. The element should have `touch-action: none`.
 */
export function useSwipe(onSwipe: (direction: Direction) => void): SwipeHandlers {
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const dragStart = useRef<{ id: number; x: number; y: number } | null>(null);

  const finish = (from: { x: number; y: number } | null, x: number, y: number) => {
    const direction = from && swipeDirection(x - from.x, y - from.y);
    if (direction) onSwipe(direction);
  };

  return {
    onTouchStart(event) {
      // A second finger means a pinch or a stray touch, not a swipe.
      const touch = event.touches.length === 1 ? event.touches[0] : undefined;
      touchStart.current = touch && !isOnControl(event.target) ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event) {
      const touch = event.changedTouches[0];
      const from = touchStart.current;
      if (event.touches.length > 0 || !touch) return;
      touchStart.current = null;
      finish(from, touch.clientX, touch.clientY);
    },
    onTouchCancel() {
      touchStart.current = null;
    },
    onPointerDown(event) {
      if (event.pointerType === 'touch' || !event.isPrimary || event.button !== 0 || isOnControl(event.target)) return;
      dragStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      // Keep receiving the pointer when a fast drag leaves the board.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerUp(event) {
      const from = dragStart.current;
      if (!from || from.id !== event.pointerId) return;
      dragStart.current = null;
      finish(from, event.clientX, event.clientY);
    },
    onPointerCancel() {
      dragStart.current = null;
    },
  };
}
