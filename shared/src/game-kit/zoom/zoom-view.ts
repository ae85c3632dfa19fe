// What a zoomed board's viewport does (BoardZoom loads it once the zoom is offered, so boards that never need
// it never load it): pans and pinches, follows the cursor, zooms by + and -, shades the edges that hide more.
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { focusIsInGame } from '@games/shared/game-kit/keypad/useKeypadKeys';
import type { BoardZoomState, ZoomAnchor } from './useBoardZoom';
import { clampScroll, scrollCentring, scrollKeepingAnchor, scrollToShow, type Box, type Insets, type Scroll } from './view-math';

/** A press that moves this far (px) is a pan, not a tap. */
const PAN_SLOP = 8;
/** Two fingers this much further apart zoom in; this much closer zoom out. */
const PINCH_IN = 1.25;
const PINCH_OUT = 0.8;
/** Room kept around the cursor when the view follows it. */
const CURSOR_MARGIN = 4;

type Point = { x: number; y: number };

export interface ZoomViewOptions {
  zoom(): BoardZoomState;
  /** Where one finger draws instead of panning (a selector), if anywhere. */
  drawArea?: string;
  /** The attribute that marks the cursor cell. */
  cursorAttribute: string;
}

export interface ZoomView {
  /** The board was drawn at a new scale (ratio new / old): keep the pinched point, else centre the cursor. */
  scaled(ratio: number, anchor: ZoomAnchor | null): void;
  detach(): void;
}

const midpoint = (points: Point[]): Point => ({ x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2 });
const spread = (points: Point[]) => Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y);
const px = (value: string) => parseFloat(value) || 0;

/**
 * Attaches to the viewport `view` inside the zoom's box `box`. Its pointer listeners run in the capture phase,
 * before the board's: a pan or pinch stops the events there, so the board never sees them; a pinch that starts
 * as a first finger on the board cancels that finger's press there with a pointercancel, as the browser does
 * when it takes a touch to scroll.
 */
export function attachZoomView(view: HTMLElement, box: HTMLElement, { zoom, drawArea, cursorAttribute }: ZoomViewOptions): ZoomView {
  const pointers = new Map<number, Point>();
  /** press: one pointer down where a drag pans, not yet moved; pan, pinch: the view's; ending: fingers lifting after a pinch. */
  let mode: 'idle' | 'press' | 'pan' | 'pinch' | 'ending' = 'idle';
  /** Where the pan or pinch started (null: from the next move, after a zoom changed the board). */
  let start: { at: Point; distance: number; scroll: Scroll } | null = null;
  /** A pan or pinch happened since the first finger landed: the click that may follow is not a tap. */
  let panned = false;
  let first: { id: number; target: EventTarget | null; type: string } | null = null;
  /** The pointercancel sent to the board is on its way (through these listeners too). */
  let cancelling = false;

  const scrollOf = (): Scroll => ({ left: view.scrollLeft, top: view.scrollTop });
  const size = () => ({ width: view.clientWidth, height: view.clientHeight });
  const setScroll = (scroll: Scroll) => {
    const next = clampScroll(scroll, { width: view.scrollWidth, height: view.scrollHeight }, size());
    view.scrollLeft = next.left;
    view.scrollTop = next.top;
  };
  const boxInContent = (element: Element): Box => {
    const outer = view.getBoundingClientRect();
    const inner = element.getBoundingClientRect();
    return { left: inner.left - outer.left - view.clientLeft + view.scrollLeft, top: inner.top - outer.top - view.clientTop + view.scrollTop, width: inner.width, height: inner.height };
  };
  // The edges that do not count as seen: the scroll-padding (the --bz-inset-* of sticky clues) and a margin.
  const insets = (): Insets => {
    const style = getComputedStyle(view);
    return {
      top: px(style.scrollPaddingTop) + CURSOR_MARGIN,
      right: px(style.scrollPaddingRight) + CURSOR_MARGIN,
      bottom: px(style.scrollPaddingBottom) + CURSOR_MARGIN,
      left: px(style.scrollPaddingLeft) + CURSOR_MARGIN,
    };
  };
  const keepInView = (element: Element | null, centre = false) => {
    if (!element || !view.contains(element) || !zoom().zoomed) return;
    const target = boxInContent(element);
    setScroll(centre ? scrollCentring(size(), target) : scrollToShow(scrollOf(), size(), target, insets()));
  };
  const cursorElement = () => view.querySelector(`[${cursorAttribute}]`);

  // Which edges hide more of the board: a shade there says the board goes on.
  const showEdges = () => {
    const zoomed = zoom().zoomed;
    const more = {
      left: zoomed && view.scrollLeft > 1,
      top: zoomed && view.scrollTop > 1,
      right: zoomed && view.scrollLeft + view.clientWidth < view.scrollWidth - 1,
      bottom: zoomed && view.scrollTop + view.clientHeight < view.scrollHeight - 1,
    };
    for (const [edge, on] of Object.entries(more)) box.toggleAttribute(`data-more-${edge}`, on);
  };

  // The cursor moved by a key, the keypad or a hint (a finger on the board sees where it points): show it.
  const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => pointers.size === 0 && keepInView(cursorElement()));
  observer?.observe(view, { subtree: true, attributes: true, attributeFilter: [cursorAttribute] });
  const onFocus = (event: FocusEvent) => pointers.size === 0 && keepInView(event.target as Element);

  // + and - zoom from anywhere in the game.
  const onKeyDown = (event: KeyboardEvent) => {
    const current = zoom();
    if (!current.available || shouldIgnoreGameKey(event) || !focusIsInGame(view)) return;
    if ((event.key === '+' || event.key === '=') && !current.zoomed) current.setZoomed(true);
    else if ((event.key === '-' || event.key === '_') && current.zoomed) current.setZoomed(false);
    else return;
    event.preventDefault();
  };

  const swallow = (event: Event) => {
    event.stopPropagation();
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    const current = zoom();
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 1) {
      panned = false;
      first = { id: event.pointerId, target: event.target, type: event.pointerType };
      const onDrawArea = drawArea !== undefined && (event.target as Element | null)?.closest?.(drawArea) != null;
      mode = current.zoomed && !onDrawArea && (event.pointerType !== 'mouse' || event.button === 0) ? 'press' : 'idle';
      start = { at: { x: event.clientX, y: event.clientY }, distance: 0, scroll: scrollOf() };
      return;
    }
    if (pointers.size === 2 && event.pointerType === 'touch' && first?.type === 'touch' && current.available) {
      // The second finger makes it the view's gesture: a press the board took is cancelled there.
      if (mode === 'idle' && first.target instanceof Element) {
        cancelling = true;
        first.target.dispatchEvent(new PointerEvent('pointercancel', { pointerId: first.id, pointerType: 'touch', bubbles: true }));
        cancelling = false;
      }
      mode = 'pinch';
      panned = true;
      start = null;
    }
    if (mode === 'pinch' || mode === 'pan' || mode === 'ending') swallow(event);
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (mode === 'press' && start) {
      if (Math.hypot(event.clientX - start.at.x, event.clientY - start.at.y) < PAN_SLOP) return;
      mode = 'pan';
      panned = true;
    }
    if (mode === 'pan' && start) {
      setScroll({ left: start.scroll.left - (event.clientX - start.at.x), top: start.scroll.top - (event.clientY - start.at.y) });
    } else if (mode === 'pinch' && pointers.size >= 2) {
      const points = [...pointers.values()].slice(0, 2);
      const at = midpoint(points);
      const distance = spread(points);
      if (!start) start = { at, distance, scroll: scrollOf() };
      setScroll({ left: start.scroll.left - (at.x - start.at.x), top: start.scroll.top - (at.y - start.at.y) });
      const ratio = start.distance > 0 ? distance / start.distance : 1;
      const current = zoom();
      const wants = !current.zoomed && ratio > PINCH_IN ? true : current.zoomed && ratio < PINCH_OUT ? false : null;
      if (wants !== null) {
        const rect = view.getBoundingClientRect();
        current.setZoomed(wants, { x: at.x - rect.left, y: at.y - rect.top });
        // The board changes size: the pinch goes on from where it is after the change.
        start = null;
      }
    } else if (mode !== 'ending') {
      return;
    }
    swallow(event);
  };

  const onPointerEnd = (event: PointerEvent) => {
    // The board's press cancelled by the pinch: that finger is still down, and the pinch's.
    if (cancelling || !pointers.delete(event.pointerId)) return;
    if (pointers.size === 0) mode = 'idle';
    else if (mode === 'pinch' || mode === 'pan') mode = 'ending';
  };

  // A pan ends where it may look like a tap to the browser: that click is not the player's.
  const onClick = (event: MouseEvent) => {
    if (!panned) return;
    panned = false;
    swallow(event);
  };

  const listeners: Array<[string, EventListener]> = [
    ['pointerdown', onPointerDown as EventListener],
    ['pointermove', onPointerMove as EventListener],
    ['pointerup', onPointerEnd as EventListener],
    ['pointercancel', onPointerEnd as EventListener],
    ['click', onClick as EventListener],
  ];
  for (const [type, listener] of listeners) view.addEventListener(type, listener, { capture: true });
  view.addEventListener('focusin', onFocus);
  view.addEventListener('scroll', showEdges, { passive: true });
  window.addEventListener('keydown', onKeyDown);

  return {
    scaled(ratio, anchor) {
      if (ratio !== 1 && zoom().zoomed) {
        if (anchor) setScroll(scrollKeepingAnchor(scrollOf(), anchor, ratio));
        else keepInView(cursorElement(), true);
      }
      showEdges();
    },
    detach() {
      for (const [type, listener] of listeners) view.removeEventListener(type, listener, { capture: true });
      view.removeEventListener('focusin', onFocus);
      view.removeEventListener('scroll', showEdges);
      window.removeEventListener('keydown', onKeyDown);
      observer?.disconnect();
    },
  };
}
