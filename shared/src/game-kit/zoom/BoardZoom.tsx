import { ToolIcon } from '@games/shared/game-kit/controls/Toolbar';
import { useEffect, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { BoardZoomState } from './useBoardZoom';
import type { ZoomView } from './zoom-view';
import './board-zoom.css';

const ZOOM_IN_ICON = 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.9-4.9M7.5 10.5h6M10.5 7.5v6';
const ZOOM_OUT_ICON = 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.9-4.9M7.5 10.5h6';

export interface BoardZoomProps {
  zoom: BoardZoomState;
  /**
   * The class of the zoom's box. The game's CSS gives it the box the whole board fits in (the fit size) and
   * draws the board inside at its size times var(--bz-scale), which the box defines. A board with sticky
   * parts (a nonogram's clues) sets --bz-inset-top/-right/-bottom/-left on it: the view keeps the cursor
   * clear of them and shades the board's hidden edges inside them.
   */
  className?: string;
  /** Custom properties for the game's CSS of the box (the board's geometry), beside --bz-scale. */
  style?: CSSProperties;
  /**
   * Where a one-finger drag draws (a selector inside the board, e.g. a nonogram's cells); elsewhere one finger
   * pans the zoomed board. Omit it when taps are the board's only input: one finger then pans everywhere.
   */
  drawArea?: string;
  /** The attribute of the cell the view keeps in sight when it moves by key or hint (default the kit grid's data-cursor). */
  cursorAttribute?: string;
  children: ReactNode;
}

/**
 * A board's zoomed view without pinching: at fit it is the board; zoomed in (the ZoomButton, + and - keys, or a
 * pinch) the board is drawn larger inside a viewport of the fit size that pans by one finger where the board
 * does not draw, by two fingers anywhere and by the wheel, and follows the cursor moved by keys or a hint.
 * Touches on it never scroll the page. What the view does loads (zoom-view.ts) once the zoom is offered.
 */
export function BoardZoom({ zoom, className, style, drawArea, cursorAttribute = 'data-cursor', children }: BoardZoomProps) {
  const outer = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const latest = useRef(zoom);
  latest.current = zoom;
  const view = useRef<ZoomView | null>(null);

  // The box the whole board fits in: its width gives the fitted cell's size, and so whether the zoom is offered.
  useLayoutEffect(() => {
    const box = outer.current;
    if (!box) return undefined;
    const measure = () => latest.current.measure(box.getBoundingClientRect().width);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // Once the zoom is offered, the view's behaviour loads and stays until the board goes.
  const { available } = zoom;
  useEffect(() => {
    if (!available || view.current) return undefined;
    let live = true;
    void import(/* webpackChunkName: "board-zoom-view" */ './zoom-view').then(({ attachZoomView }) => {
      if (!live || !viewport.current || !outer.current || view.current) return;
      view.current = attachZoomView(viewport.current, outer.current, { zoom: () => latest.current, drawArea, cursorAttribute });
      // Opened zoomed in: the cursor may lie anywhere on the board (a restored game).
      view.current.scaled(latest.current.scale, null);
    });
    return () => {
      live = false;
    };
  }, [available, drawArea, cursorAttribute]);
  useEffect(
    () => () => {
      view.current?.detach();
      view.current = null;
    },
    [],
  );

  // A new scale (the zoom, or a new board's fit): keep the pinched point under the fingers, else centre the cursor.
  const drawnScale = useRef(zoom.scale);
  useLayoutEffect(() => {
    const ratio = zoom.scale / drawnScale.current;
    drawnScale.current = zoom.scale;
    const anchor = zoom.anchor.current;
    zoom.anchor.current = null;
    view.current?.scaled(ratio, anchor);
  }, [zoom.scale, zoom.zoomed, zoom.anchor]);

  return (
    <div
      ref={outer}
      className={['bz', zoom.zoomed && 'bz--zoomed', className].filter(Boolean).join(' ')}
      style={{ ...style, '--bz-scale': zoom.scale } as CSSProperties}
      data-zoomed={zoom.zoomed || undefined}
    >
      <div ref={viewport} className="bz__viewport" data-testid="board-zoom">
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
