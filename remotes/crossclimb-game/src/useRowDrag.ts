import { useCallback, useRef, useState, type PointerEvent } from 'react';

export interface RowDrag {
  /** The shown position being dragged, its offset in pixels and the position it would drop at. */
  dragging: { from: number; offset: number; to: number } | null;
  handleProps(position: number): {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

/**
 * Dragging a row of a vertical list by its handle with mouse, pen or touch (the handle sets touch-action:
 * none, so a drag never scrolls the page). The row's height (plus the gap) is the step of one place.
 */
export function useRowDrag({ count, enabled, onMove }: { count: number; enabled: boolean; onMove: (from: number, to: number) => void }): RowDrag {
  const [dragging, setDragging] = useState<RowDrag['dragging']>(null);
  const start = useRef<{ y: number; step: number; from: number } | null>(null);

  const handleProps = useCallback(
    (position: number) => ({
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (!enabled || event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        const row = event.currentTarget.closest('[data-row]') as HTMLElement | null;
        const step = Math.max(20, (row?.getBoundingClientRect().height ?? 44) + 4);
        start.current = { y: event.clientY, step, from: position };
        setDragging({ from: position, offset: 0, to: position });
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const begun = start.current;
        if (!begun) return;
        const offset = event.clientY - begun.y;
        const to = Math.min(count - 1, Math.max(0, begun.from + Math.round(offset / begun.step)));
        setDragging({ from: begun.from, offset, to });
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        const begun = start.current;
        start.current = null;
        setDragging(null);
        if (!begun) return;
        const to = Math.min(count - 1, Math.max(0, begun.from + Math.round((event.clientY - begun.y) / begun.step)));
        if (to !== begun.from) onMove(begun.from, to);
      },
      onPointerCancel: () => {
        start.current = null;
        setDragging(null);
      },
    }),
    [count, enabled, onMove],
  );

  return { dragging, handleProps };
}
