import { useRef, useState, type PointerEvent, type RefObject } from 'react';
import type { Placement } from './logic/piece';
import { placementAtPoint, type PointOptions } from './pointer';
import type { DominoGame } from './useDominoGame';

/** A press that moves further than this is a drag, not a tap. */
const DRAG_SLOP_PX = 6;

type Drag = { from: 'board' | 'tray'; pointerId: number; x: number; y: number; moved: boolean; touch: boolean };
export type DragSource = Drag['from'];

/**
 * The piece under the pointer: dragged from the tray or across the board (the ghost follows, the release
 * places it), a mouse hovering over the board shows where a click would place it, and a tap on the tray turns
 * it. `boardRef` is the board (hovers count there only), `gridRef` holds the grid the pointer is measured on.
 */
export function useDominoDrag(g: DominoGame, boardRef: RefObject<HTMLDivElement | null>, gridRef: RefObject<HTMLDivElement | null>) {
  const { game, ghost, setGhost } = g;
  const [hovering, setHovering] = useState(false);
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState<DragSource | null>(null);
  // The tray's click after a drag must not turn the piece.
  const swallowClick = useRef(false);

  const placementAt = (event: PointerEvent, options: PointOptions): Placement | null => {
    const grid = gridRef.current?.querySelector('.dm-cells')?.getBoundingClientRect();
    return grid ? placementAtPoint(grid, event.clientX, event.clientY, game.piece, ghost.rotation, options) : null;
  };
  const dragOptions = (d: Drag): PointOptions => (d.from === 'tray' ? { hold: 'centre', liftCells: d.touch ? 1 : 0 } : { hold: 'first' });

  const startDrag = (from: DragSource, event: PointerEvent<HTMLElement>) => {
    if (game.over || event.button !== 0) return;
    // The pointer stays with this element until it lifts: a drag never scrolls the page or loses the piece.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { from, pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false, touch: event.pointerType !== 'mouse' };
    setDragging(from);
    if (from === 'board') {
      const placement = placementAt(event, { hold: 'first' });
      if (placement) setGhost(placement);
    }
  };

  const moveDrag = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) {
      // A mouse hovering over the board shows where a click would place the piece.
      if (event.pointerType === 'mouse' && event.currentTarget === boardRef.current && !game.over) {
        const placement = placementAt(event, { hold: 'first' });
        if (placement) setGhost(placement);
        setHovering(placement !== null);
      }
      return;
    }
    if (!d.moved && Math.hypot(event.clientX - d.x, event.clientY - d.y) > DRAG_SLOP_PX) d.moved = true;
    if (!d.moved && d.from === 'tray') return;
    const placement = placementAt(event, dragOptions(d));
    if (placement) setGhost(placement);
    setHovering(placement !== null);
  };

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(null);
    if (d.from === 'tray' && !d.moved) return; // a tap: the click turns the piece
    if (d.from === 'tray') swallowClick.current = true;
    const placement = placementAt(event, dragOptions(d));
    if (placement) g.placeAt(placement);
    if (event.pointerType !== 'mouse') setHovering(false);
  };

  const cancelDrag = () => {
    drag.current = null;
    setDragging(null);
    setHovering(false);
  };

  const onTrayClick = () => {
    if (swallowClick.current) {
      swallowClick.current = false;
      return;
    }
    g.turn();
  };

  /** A mouse leaving the board, with no drag on, hides the hover's ghost. */
  const onPointerLeave = (event: PointerEvent<HTMLElement>) => !drag.current && event.pointerType === 'mouse' && setHovering(false);

  const pointer = (from: DragSource) => ({ onPointerDown: (event: PointerEvent<HTMLElement>) => startDrag(from, event), onPointerMove: moveDrag, onPointerUp: endDrag, onPointerCancel: cancelDrag });
  return { hovering, dragging, onTrayClick, onPointerLeave, pointer };
}
