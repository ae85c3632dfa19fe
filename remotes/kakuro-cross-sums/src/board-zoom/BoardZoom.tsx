import { ToolIcon } from '@games/shared/game-kit/controls/Toolbar';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { focusIsInGame } from '@games/shared/game-kit/keypad/useKeypadKeys';
import { useEffect, useLayoutEffect, useRef, type CSSProperties, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import type { BoardZoomState } from './useBoardZoom';
import { clampScroll, scrollCentring, scrollKeepingAnchor, scrollToShow, type Box, type Insets, type Scroll } from './view-math';
import './board-zoom.css';

/** A press that moves this far (px) is a pan, not a tap. */
const PAN_SLOP = 8;
/** Two fingers this much further apart zoom in; this much closer zoom out. */
const PINCH_IN = 1.25;
const PINCH_OUT = 0.8;
/** Room kept around the cursor when the view follows it. */
const CURSOR_MARGIN = 4;

const ZOOM_IN_ICON = 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.9-4.9M7.5 10.5h6M10.5 7.5v6';
const ZOOM_OUT_ICON = 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.9-4.9M7.5 10.5h6';

type Point = { x: number; y: number };

interface Gesture {
  pointers: Map<number, Point>;
  /** press: one pointer down where a drag pans, not yet moved; pan, pinch: the view's; ending: fingers lifting after a pinch. */
  mode: 'idle' | 'press' | 'pan' | 'pinch' | 'ending';
  /** Where the pan or pinch started (null: take it from the next move, after a zoom changed the board). */
  start: { at: Point; distance: number; scroll: Scroll } | null;
  /** A pan or pinch happened since the last first touch: the click that may follow is not a tap. */
  panned: boolean;
  /** The first pointer and the element it went down on (told the touch is cancelled when a pinch takes it). */
  first: { id: number; target: EventTarget | null; type: string } | null;
  /** The pointercancel sent to the board is on its way (through this view's own handlers too). */
  cancelling: boolean;
}

const midpoint = (points: Point[]): Point => ({ x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2 });
const spread = (points: Point[]) => Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y);
const px = (value: string) => parseFloat(value) || 0;

function scrollOf(view: HTMLElement): Scroll {
  return { left: view.scrollLeft, top: view.scrollTop };
}

function setScroll(view: HTMLElement, scroll: Scroll) {
  const next = clampScroll(scroll, { width: view.scrollWidth, height: view.scrollHeight }, { width: view.clientWidth, height: view.clientHeight });
  view.scrollLeft = next.left;
  view.scrollTop = next.top;
}

/** An element's box in the viewport's content coordinates. */
function boxInContent(view: HTMLElement, element: Element): Box {
  const outer = view.getBoundingClientRect();
  const inner = element.getBoundingClientRect();
  return {
    left: inner.left - outer.left - view.clientLeft + view.scrollLeft,
    top: inner.top - outer.top - view.clientTop + view.scrollTop,
    width: inner.width,
    height: inner.height,
  };
}

/** The viewport's edges that do not count as seen: its scroll-padding (the --bz-inset-* of sticky clues) and a margin. */
function insetsOf(view: HTMLElement): Insets {
  const style = getComputedStyle(view);
  return {
    top: px(style.scrollPaddingTop) + CURSOR_MARGIN,
    right: px(style.scrollPaddingRight) + CURSOR_MARGIN,
    bottom: px(style.scrollPaddingBottom) + CURSOR_MARGIN,
    left: px(style.scrollPaddingLeft) + CURSOR_MARGIN,
  };
}

const viewSize = (view: HTMLElement) => ({ width: view.clientWidth, height: view.clientHeight });

export interface BoardZoomProps {
  zoom: BoardZoomState;
  /**
   * The class of the zoom's box. The game's CSS gives it the box the whole board fits in (the fit size) and
   * draws the board inside at its size times var(--bz-scale), which the box defines. A board with sticky
   * parts (a nonogram's clues) sets --bz-inset-top/-right/-bottom/-left on it: the view keeps the cursor
   * clear of them and shades the board's hidden edges inside them.
   */
  className?: string;
  /**
   * Where a one-finger drag draws (a selector inside the board, e.g. a nonogram's cells); elsewhere one finger
   * pans the zoomed board. Omit it when taps are the board's only input: one finger then pans everywhere.
   */
  drawArea?: string;
  /** Custom properties for the game's CSS of the box (the board's geometry), beside --bz-scale. */
  style?: CSSProperties;
  /** The attribute of the cell the view keeps in sight when it moves by key or hint (default the kit grid's data-cursor). */
  cursorAttribute?: string;
  children: ReactNode;
}

/**
 * A board's zoomed view without pinching: at fit it is the board; zoomed in (the ZoomButton, + and - keys, or a
 * pinch) the board is drawn larger inside a viewport of the fit size that pans by one finger where the board
 * does not draw, by two fingers anywhere, by the wheel, and follows the cursor moved by keys or a hint. Touches
 * on it never scroll the page. A pinch that starts as a first finger on the board cancels that finger's press
 * there with a pointercancel, as the browser does when it takes a touch to scroll.
 */
export function BoardZoom({ zoom, className, drawArea, style, cursorAttribute = 'data-cursor', children }: BoardZoomProps) {
  const outer = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const latest = useRef({ zoom, drawArea, cursorAttribute });
  latest.current = { zoom, drawArea, cursorAttribute };
  const gesture = useRef<Gesture>({ pointers: new Map(), mode: 'idle', start: null, panned: false, first: null, cancelling: false });

  // Which edges hide more of the board: a shade there says the board goes on.
  const showEdges = () => {
    const view = viewport.current;
    const box = outer.current;
    if (!view || !box) return;
    const zoomed = latest.current.zoom.zoomed;
    const more = {
      left: zoomed && view.scrollLeft > 1,
      top: zoomed && view.scrollTop > 1,
      right: zoomed && view.scrollLeft + view.clientWidth < view.scrollWidth - 1,
      bottom: zoomed && view.scrollTop + view.clientHeight < view.scrollHeight - 1,
    };
    for (const [edge, on] of Object.entries(more)) box.toggleAttribute(`data-more-${edge}`, on);
  };

  const keepInView = (element: Element | null, centre = false) => {
    const view = viewport.current;
    if (!view || !element || !view.contains(element) || !latest.current.zoom.zoomed) return;
    const box = boxInContent(view, element);
    setScroll(view, centre ? scrollCentring(viewSize(view), box) : scrollToShow(scrollOf(view), viewSize(view), box, insetsOf(view)));
  };
  const cursorElement = () => viewport.current?.querySelector(`[${latest.current.cursorAttribute}]`) ?? null;

  // The box the whole board fits in: its width gives the fitted cell's size, and so whether the zoom is offered.
  useLayoutEffect(() => {
    const box = outer.current;
    if (!box) return undefined;
    const measure = () => latest.current.zoom.measure(box.getBoundingClientRect().width);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // A new scale (the zoom, or a new board's fit): keep the pinched point under the fingers, else centre the cursor.
  const drawnScale = useRef(zoom.scale);
  useLayoutEffect(() => {
    const view = viewport.current;
    const ratio = zoom.scale / drawnScale.current;
    drawnScale.current = zoom.scale;
    const anchor = zoom.anchor.current;
    zoom.anchor.current = null;
    if (view && ratio !== 1 && zoom.zoomed) {
      if (anchor) setScroll(view, scrollKeepingAnchor(scrollOf(view), anchor, ratio));
      else keepInView(cursorElement(), true);
    }
    showEdges();
  }, [zoom.scale, zoom.zoomed, zoom.anchor]);

  // The cursor moved by a key, the keypad or a hint (a finger on the board sees where it points): show it.
  useEffect(() => {
    const view = viewport.current;
    if (!view || typeof MutationObserver === 'undefined') return undefined;
    const observer = new MutationObserver(() => {
      if (gesture.current.pointers.size === 0) keepInView(cursorElement());
    });
    observer.observe(view, { subtree: true, attributes: true, attributeFilter: [cursorAttribute] });
    const onFocus = (event: FocusEvent) => {
      if (gesture.current.pointers.size === 0) keepInView(event.target as Element);
    };
    view.addEventListener('focusin', onFocus);
    view.addEventListener('scroll', showEdges, { passive: true });
    return () => {
      observer.disconnect();
      view.removeEventListener('focusin', onFocus);
      view.removeEventListener('scroll', showEdges);
    };
  }, [cursorAttribute]);

  // + and - zoom from anywhere in the game.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { zoom: current } = latest.current;
      if (!current.available || shouldIgnoreGameKey(event) || !focusIsInGame(viewport.current)) return;
      if ((event.key === '+' || event.key === '=') && !current.zoomed) current.setZoomed(true);
      else if ((event.key === '-' || event.key === '_') && current.zoomed) current.setZoomed(false);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    const view = viewport.current;
    const { zoom: current, drawArea: draws } = latest.current;
    g.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (!view) return;
    if (g.pointers.size === 1) {
      g.panned = false;
      g.first = { id: event.pointerId, target: event.target, type: event.pointerType };
      const onDrawArea = draws !== undefined && (event.target as Element | null)?.closest?.(draws) != null;
      const pans = current.zoomed && !onDrawArea && (event.pointerType !== 'mouse' || event.button === 0);
      g.mode = pans ? 'press' : 'idle';
      g.start = { at: { x: event.clientX, y: event.clientY }, distance: 0, scroll: scrollOf(view) };
      return;
    }
    if (g.pointers.size === 2 && event.pointerType === 'touch' && g.first?.type === 'touch' && current.available) {
      // The second finger makes it the view's gesture: a press the board took is cancelled there.
      if (g.mode === 'idle' && g.first.target instanceof Element && typeof PointerEvent !== 'undefined') {
        g.cancelling = true;
        g.first.target.dispatchEvent(new PointerEvent('pointercancel', { pointerId: g.first.id, pointerType: 'touch', bubbles: true }));
        g.cancelling = false;
      }
      g.mode = 'pinch';
      g.panned = true;
      g.start = null;
    }
    if (g.mode === 'pinch' || g.mode === 'pan' || g.mode === 'ending') {
      event.stopPropagation();
      event.preventDefault();
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    const view = viewport.current;
    if (!view || !g.pointers.has(event.pointerId)) return;
    g.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (g.mode === 'press' && g.start) {
      if (Math.hypot(event.clientX - g.start.at.x, event.clientY - g.start.at.y) < PAN_SLOP) return;
      g.mode = 'pan';
      g.panned = true;
    }
    if (g.mode === 'pan' && g.start) {
      setScroll(view, { left: g.start.scroll.left - (event.clientX - g.start.at.x), top: g.start.scroll.top - (event.clientY - g.start.at.y) });
    } else if (g.mode === 'pinch' && g.pointers.size >= 2) {
      const points = [...g.pointers.values()].slice(0, 2);
      const at = midpoint(points);
      const distance = spread(points);
      if (!g.start) g.start = { at, distance, scroll: scrollOf(view) };
      setScroll(view, { left: g.start.scroll.left - (at.x - g.start.at.x), top: g.start.scroll.top - (at.y - g.start.at.y) });
      const ratio = g.start.distance > 0 ? distance / g.start.distance : 1;
      const { zoom: current } = latest.current;
      const wants = !current.zoomed && ratio > PINCH_IN ? true : current.zoomed && ratio < PINCH_OUT ? false : null;
      if (wants !== null) {
        const rect = view.getBoundingClientRect();
        current.setZoomed(wants, { x: at.x - rect.left, y: at.y - rect.top });
        // The board changes size: the pinch goes on from where it is after the change.
        g.start = null;
      }
    } else if (g.mode !== 'ending') {
      return;
    }
    event.stopPropagation();
    event.preventDefault();
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    // The board's press cancelled by the pinch: that finger is still down, and the pinch's.
    if (g.cancelling || !g.pointers.delete(event.pointerId)) return;
    if (g.pointers.size === 0) g.mode = 'idle';
    else if (g.mode === 'pinch' || g.mode === 'pan') g.mode = 'ending';
  };

  // A pan ends where it may look like a tap to the browser: that click is not the player's.
  const onClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (!gesture.current.panned) return;
    gesture.current.panned = false;
    event.stopPropagation();
    event.preventDefault();
  };

  return (
    <div
      ref={outer}
      className={['bz', zoom.zoomed && 'bz--zoomed', className].filter(Boolean).join(' ')}
      style={{ ...style, '--bz-scale': zoom.scale } as CSSProperties}
      data-zoomed={zoom.zoomed || undefined}
    >
      <div
        ref={viewport}
        className="bz__viewport"
        data-testid="board-zoom"
        onPointerDownCapture={onPointerDown}
        onPointerMoveCapture={onPointerMove}
        onPointerUpCapture={onPointerEnd}
        onPointerCancelCapture={onPointerEnd}
        onClickCapture={onClick}
      >
        {children}
      </div>
      <span className="bz__edge bz__edge--left" aria-hidden="true" />
      <span className="bz__edge bz__edge--right" aria-hidden="true" />
      <span className="bz__edge bz__edge--top" aria-hidden="true" />
      <span className="bz__edge bz__edge--bottom" aria-hidden="true" />
    </div>
  );
}

/**
 * The zoom control for the game's toolbar, a toggle named Zoom (pressed while zoomed in): shown only while the
 * board's cells are too small at fit.
 */
export function ZoomButton({ zoom }: { zoom: BoardZoomState }) {
  if (!zoom.available) return null;
  return (
    <button
      type="button"
      className="gk-button gk-toolbar__button bz-button"
      aria-pressed={zoom.zoomed}
      aria-keyshortcuts="+ -"
      title={zoom.zoomed ? 'Zoom out to the whole board (-)' : 'Zoom in (+)'}
      onClick={() => zoom.setZoomed(!zoom.zoomed)}
    >
      <ToolIcon path={zoom.zoomed ? ZOOM_OUT_ICON : ZOOM_IN_ICON} />
      <span>Zoom</span>
    </button>
  );
}
