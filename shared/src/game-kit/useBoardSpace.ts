import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** The space a game frame gives its board, in CSS pixels. */
export interface BoardSpace {
  /** The largest square that fits: what a square board uses. */
  size: number;
  /** The width of the frame's body. */
  width: number;
  /** From the body's top to the bottom of the first screen, less the toolbar when it sits under the board. */
  height: number;
  /** Where the toolbar sits: beside the board on wide screens, under it on narrow ones (or none). */
  toolbar: 'beside' | 'under' | 'none';
}

/** Room kept between the board (or the toolbar under it) and the bottom of the screen. */
export const BOARD_BOTTOM_MARGIN = 12;
/** Below this height a board becomes hard to play; the page scrolls instead (a phone held sideways). */
export const MIN_BOARD_HEIGHT = 240;

export interface BoardSpaceInput {
  bodyWidth: number;
  /** The body's top in document coordinates (so scrolling does not change the board). */
  bodyTop: number;
  viewportHeight: number;
  toolbar: BoardSpace['toolbar'];
  /** The toolbar's height plus the gap above it, counted only when it sits under the board. */
  toolbarBlock: number;
  /** At most this much of an under-board toolbar is kept on the first screen (--gk-toolbar-reserve); all of it by default. */
  toolbarReserve?: number;
  /** The board's message line under it (GameFrame's `message`) with its margin: always under the board. */
  messageBlock?: number;
}

/** Pure: the board's space from the frame's measurements. */
export function boardSpaceFrom({ bodyWidth, bodyTop, viewportHeight, toolbar, toolbarBlock, toolbarReserve = Infinity, messageBlock = 0 }: BoardSpaceInput): BoardSpace {
  const width = Math.max(0, Math.floor(bodyWidth));
  const below = (toolbar === 'under' ? Math.min(toolbarBlock, toolbarReserve) : 0) + messageBlock;
  const height = Math.max(MIN_BOARD_HEIGHT, Math.floor(viewportHeight - bodyTop - below - BOARD_BOTTOM_MARGIN));
  return { size: Math.min(width, height), width, height, toolbar };
}

const sameSpace = (a: BoardSpace | null, b: BoardSpace) =>
  a !== null && a.size === b.size && a.width === b.width && a.height === b.height && a.toolbar === b.toolbar;

// Measuring before paint keeps the board from showing at a provisional size first.
/** A layout effect in the browser, an effect in a server render (where layout effects warn). */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface BoardSpaceRefs {
  frame: RefObject<HTMLElement | null>;
  header: RefObject<HTMLElement | null>;
  body: RefObject<HTMLElement | null>;
  toolbar: RefObject<HTMLElement | null>;
  /** The message line under the board, when the game has one. */
  message?: RefObject<HTMLElement | null>;
}

/**
 * Measures the frame's body (ResizeObserver and window resize) and returns the board's space, or null
 * until the body has a size. `hasToolbar` and `hasMessage` re-attach the observer when those slots come or go.
 */
export function useBoardSpace(refs: BoardSpaceRefs, hasToolbar = true, hasMessage = false): BoardSpace | null {
  const [space, setSpace] = useState<BoardSpace | null>(null);

  useIsomorphicLayoutEffect(() => {
    const frame = refs.frame.current;
    const body = refs.body.current;
    if (!frame || !body) return undefined;

    const measure = () => {
      const bodyRect = body.getBoundingClientRect();
      if (bodyRect.width === 0) return;
      const toolbarElement = refs.toolbar.current;
      const toolbarRect = toolbarElement?.getBoundingClientRect();
      const toolbar: BoardSpace['toolbar'] = !toolbarRect ? 'none' : toolbarRect.left >= bodyRect.right - 1 ? 'beside' : 'under';
      const rowGap = toolbarElement?.parentElement ? parseFloat(getComputedStyle(toolbarElement.parentElement).rowGap) || 0 : 0;
      // A game whose board is followed by other content (chess's move panel) keeps less of the toolbar in view.
      const reserve = parseFloat(getComputedStyle(frame).getPropertyValue('--gk-toolbar-reserve'));
      const messageElement = refs.message?.current;
      const messageBlock = messageElement ? messageElement.getBoundingClientRect().height + (parseFloat(getComputedStyle(messageElement).marginTop) || 0) : 0;
      const next = boardSpaceFrom({
        bodyWidth: bodyRect.width,
        bodyTop: bodyRect.top + window.scrollY,
        viewportHeight: document.documentElement.clientHeight || window.innerHeight,
        toolbar,
        toolbarBlock: toolbarRect ? toolbarRect.height + rowGap : 0,
        toolbarReserve: Number.isFinite(reserve) ? reserve : undefined,
        messageBlock,
      });
      setSpace((previous) => (sameSpace(previous, next) ? previous : next));
    };

    measure();
    window.addEventListener('resize', measure);
    if (typeof ResizeObserver === 'undefined') return () => window.removeEventListener('resize', measure);
    const observer = new ResizeObserver(measure);
    // The frame and header: the body's width and top; the toolbar: the height it takes under the board;
    // the page: content above the frame that grows (a late font, a notice) and moves the body down.
    for (const element of [frame, refs.header.current, refs.toolbar.current, refs.message?.current, frame.ownerDocument.body]) {
      if (element) observer.observe(element);
    }
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [hasToolbar, hasMessage]);

  return space;
}
