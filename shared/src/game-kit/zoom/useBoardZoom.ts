import { createStore, type Store } from '@games/shared/game-kit/storage';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';

/** Below this a cell is too small for a finger (a phone's 15×15 kakuro has 23 px cells, a 20×20 nonogram 14 px). */
export const MIN_CELL = 32;
/** A zoomed cell: a finger's tap and a readable digit with room for pencil marks. */
export const ZOOMED_CELL = 36;

export interface BoardZoomOptions {
  /** Remembers the player's choice as `<gameKey>:zoom`. */
  gameKey: string;
  /** How many cells span the width of the box the whole board fits in (a fraction when clues take part of it). */
  cellsAcross: number;
  /** The zoom is offered while fitted cells are smaller than this (default MIN_CELL). */
  minCell?: number;
  /** A cell's size when zoomed in (default ZOOMED_CELL). */
  zoomedCell?: number;
}

/** Where a zoom change is centred: a point in the viewport (pinch), or the cursor when absent. */
export interface ZoomAnchor {
  x: number;
  y: number;
}

export interface BoardZoomState {
  /** The board's cells are too small at fit: the zoom control shows. */
  available: boolean;
  /** Zoomed in now (only while available). */
  zoomed: boolean;
  /** How much larger than at fit the board is drawn (1 at fit): the game's CSS multiplies its sizes by --bz-scale. */
  scale: number;
  /** A cell's size (px) when the whole board fits its box; null until BoardZoom has measured the box. */
  fitCell: number | null;
  setZoomed(zoomed: boolean, anchor?: ZoomAnchor): void;
  /** BoardZoom reports its box's width (px) here. */
  measure(width: number): void;
  /** Set by setZoomed, read (and cleared) by BoardZoom when the new scale is drawn. */
  anchor: RefObject<ZoomAnchor | null>;
}

interface ZoomChoice {
  zoomed: boolean;
}

const isChoice = (value: unknown): value is ZoomChoice => typeof value === 'object' && value !== null && typeof (value as ZoomChoice).zoomed === 'boolean';
const stores = new Map<string, Store<ZoomChoice>>();
const storeFor = (gameKey: string) => {
  let store = stores.get(gameKey);
  if (!store) {
    store = createStore<ZoomChoice>({ key: `${gameKey}:zoom`, version: 1, validate: isChoice });
    stores.set(gameKey, store);
  }
  return store;
};

/** A finger first (a phone or tablet): a board too small to tap opens zoomed in until the player zooms out. */
const touchFirst = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * The zoom of a board whose cells can be too small for a finger: offered while they are, remembered per game,
 * zoomed in by default on a touch screen. Pair it with <BoardZoom> (the viewport) and <ZoomButton> (the control).
 */
export function useBoardZoom({ gameKey, cellsAcross, minCell = MIN_CELL, zoomedCell = ZOOMED_CELL }: BoardZoomOptions): BoardZoomState {
  const [choice, setChoice] = usePersistentState(storeFor(gameKey), () => ({ zoomed: touchFirst() }));
  const [boxWidth, setBoxWidth] = useState<number | null>(null);
  const anchor = useRef<ZoomAnchor | null>(null);
  const fitCell = boxWidth && cellsAcross > 0 ? boxWidth / cellsAcross : null;
  const available = fitCell !== null && fitCell < minCell;
  const zoomed = available && choice.zoomed;
  const scale = zoomed && fitCell ? Math.max(1, zoomedCell / fitCell) : 1;
  const setZoomed = useCallback(
    (next: boolean, at?: ZoomAnchor) => {
      anchor.current = at ?? null;
      setChoice({ zoomed: next });
    },
    [setChoice],
  );
  // Whole pixels: a sub-pixel wobble of the box must not redraw the board.
  const measure = useCallback((width: number) => setBoxWidth(width > 0 ? Math.round(width) : null), []);
  return useMemo(() => ({ available, zoomed, scale, fitCell, setZoomed, measure, anchor }), [available, zoomed, scale, fitCell, setZoomed, measure]);
}
