// Dragging a tile with mouse, pen or touch: a ghost follows the pointer; on release the square or rack slot
// under it (data-square / data-rack-index) gets the tile. A press without movement stays a click.
import { useCallback, useRef, type PointerEvent } from 'react';

export type DragSource = { rackIndex: number } | { square: number };
export type DropTarget = { square: number } | { rackIndex: number } | null;

const THRESHOLD = 6;

function targetAt(x: number, y: number): DropTarget {
  const element = document.elementFromPoint?.(x, y);
  const square = element?.closest<HTMLElement>('[data-square]');
  if (square) return { square: Number(square.dataset.square) };
  const slot = element?.closest<HTMLElement>('[data-rack-index]');
  if (slot) return { rackIndex: Number(slot.dataset.rackIndex) };
  return null;
}

export function useTileDrag(onDrop: (source: DragSource, target: DropTarget) => void, ghostText: (source: DragSource) => string) {
  const ghost = useRef<HTMLDivElement | null>(null);
  const drag = useRef<{ source: DragSource; x: number; y: number; moved: boolean; pointer: number } | null>(null);
  const handlers = useRef({ onDrop, ghostText });
  handlers.current = { onDrop, ghostText };

  const onPointerDown = useCallback((event: PointerEvent, source: DragSource) => {
    if (event.button !== 0) return;
    drag.current = { source, x: event.clientX, y: event.clientY, moved: false, pointer: event.pointerId };
    const element = event.currentTarget as HTMLElement;
    const move = (e: globalThis.PointerEvent) => {
      const d = drag.current;
      if (!d || e.pointerId !== d.pointer) return;
      if (!d.moved && Math.hypot(e.clientX - d.x, e.clientY - d.y) < THRESHOLD) return;
      e.preventDefault();
      if (!d.moved) {
        d.moved = true;
        if (ghost.current) {
          ghost.current.textContent = handlers.current.ghostText(d.source);
          ghost.current.hidden = false;
        }
      }
      if (ghost.current) ghost.current.style.transform = `translate(${e.clientX}px, ${e.clientY}px) translate(-50%, -50%)`;
    };
    const end = (e: globalThis.PointerEvent) => {
      const d = drag.current;
      if (!d || e.pointerId !== d.pointer) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      drag.current = null;
      if (ghost.current) ghost.current.hidden = true;
      if (!d.moved) return;
      // The click that follows a drag must not also select or remove the tile.
      const swallow = (c: MouseEvent) => {
        c.stopPropagation();
        c.preventDefault();
      };
      window.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
      if (e.type === 'pointerup') handlers.current.onDrop(d.source, targetAt(e.clientX, e.clientY));
    };
    element.releasePointerCapture?.(event.pointerId);
    window.addEventListener('pointermove', move, { passive: false });
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  }, []);

  return { onPointerDown, ghostRef: ghost };
}
