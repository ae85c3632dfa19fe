import { useCallback, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { cellsBetween, type Cell } from './grid-cursor';

export interface GridDragHandlers {
  /** The pointer went down on a cell. */
  onStart(cell: Cell, event: ReactPointerEvent): void;
  /** The drag entered a new cell; called once per cell, in order, including cells a fast move skipped. */
  onEnter(cell: Cell): void;
  /** The pointer was released or the drag cancelled. */
  onEnd(): void;
}

export interface GridDragProps {
  onPointerDown(event: ReactPointerEvent): void;
  onPointerMove(event: ReactPointerEvent): void;
  onPointerUp(event: ReactPointerEvent): void;
  onPointerCancel(event: ReactPointerEvent): void;
}

/** The grid cell (an element with data-row and data-col) under a viewport point. */
export function cellAtPoint(x: number, y: number): Cell | null {
  if (typeof document === 'undefined' || typeof document.elementFromPoint !== 'function') return null;
  const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-row][data-col]');
  return element ? cellOfElement(element) : null;
}

function cellOfElement(element: Element): Cell | null {
  const row = Number(element.getAttribute('data-row'));
  const col = Number(element.getAttribute('data-col'));
  return Number.isInteger(row) && Number.isInteger(col) ? { row, col } : null;
}

/**
 * Pointer dragging across grid cells for mouse, pen and touch. Spread the result on the grid element, which
 * needs `touch-action: none` so a touch drag does not scroll the page. Pointer capture keeps the drag alive
 * outside the grid; cells are found under the pointer with elementFromPoint because capture retargets events.
 */
export function useGridDrag(handlers: GridDragHandlers): GridDragProps {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const drag = useRef<{ pointerId: number; last: Cell } | null>(null);

  const finish = useCallback((event: ReactPointerEvent) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    drag.current = null;
    const target = event.currentTarget as Element;
    if (typeof target.releasePointerCapture === 'function' && target.hasPointerCapture?.(event.pointerId)) {
      target.releasePointerCapture(event.pointerId);
    }
    handlersRef.current.onEnd();
  }, []);

  const onPointerDown = useCallback((event: ReactPointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (drag.current) return; // a second finger does not start another drag
    const target = event.target as Element | null;
    const cellElement = target?.closest?.('[data-row][data-col]');
    const cell = cellElement ? cellOfElement(cellElement) : cellAtPoint(event.clientX, event.clientY);
    if (!cell) return;
    drag.current = { pointerId: event.pointerId, last: cell };
    const grid = event.currentTarget as Element;
    if (typeof grid.setPointerCapture === 'function') {
      try {
        grid.setPointerCapture(event.pointerId);
      } catch {
        // Capture can fail for synthetic events; the drag still works while the pointer stays over the grid.
      }
    }
    handlersRef.current.onStart(cell, event);
  }, []);

  const onPointerMove = useCallback((event: ReactPointerEvent) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const cell = cellAtPoint(event.clientX, event.clientY);
    if (!cell || (cell.row === current.last.row && cell.col === current.last.col)) return;
    for (const step of cellsBetween(current.last, cell)) {
      current.last = step;
      handlersRef.current.onEnter(step);
    }
  }, []);

  return { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel: finish };
}
