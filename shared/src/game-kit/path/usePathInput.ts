// Turns pointer drags, taps and arrow keys into new paths; the rules of each gesture live in path.ts.
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { shouldIgnoreGameKey } from '../input/game-keys';
import { ARROW_DIRECTIONS, dragTo, neighbourToward, pressAt, retract, stepTo, type PathRules } from './path';

/** One path the player can edit: its rules, its cells and where a finished edit goes. */
export interface PathTarget {
  /** Tells paths apart when a game has several (Flow's colours). */
  id?: string | number;
  rules: PathRules;
  path: readonly number[];
  /** Called once per finished gesture (a drag on release, a tap, a key) with the new path. */
  commit(path: number[]): void;
}

export interface PathInputOptions {
  /** The path that keys edit and that presses edit unless `pick` says otherwise; null before a board exists. */
  target: PathTarget | null;
  enabled: boolean;
  /** Which path a press on `cell` edits (Flow: the colour under the finger); null ignores the press. Default: `target`. */
  pick?(cell: number): PathTarget | null;
  /** The cell arrow keys start from while the path is empty (Zip: number 1). Default: none, keys wait for a path. */
  keyStart?(): number | null;
  /** An arrow key that did nothing: the cell it aimed at, or null when nothing lies that way. */
  refuse?(cell: number | null): void;
  /**
   * Share of a cell's width and height, at each edge, where a drag does not count as entering that cell yet.
   * 0.2 lets a finger cross a corner for a diagonal (king) step without touching the side cells. Default 0.
   */
  hitInset?: number;
}

export interface PathPointerProps {
  onPointerDown(event: ReactPointerEvent): void;
  onPointerMove(event: ReactPointerEvent): void;
  onPointerUp(event: ReactPointerEvent): void;
  onPointerCancel(event: ReactPointerEvent): void;
}

export interface PathDrag {
  target: PathTarget;
  path: number[];
}

export interface PathInput {
  /** The drag in progress (its target and live path), else null. */
  drag: PathDrag | null;
  /** The path to draw for `target`: the live drag when it edits that target, else its committed path. */
  shown: readonly number[];
  /** Spread on the board; cells carry `data-cell="<id>"`. The board needs `touch-action: none`. */
  pointer: PathPointerProps;
  /** Arrows extend (or step back along) the path, Backspace/Delete remove its last step. */
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/** The cell id of the element carrying `data-cell` at or above `element`. */
function cellOfElement(element: Element | null | undefined): { cell: number; element: Element } | null {
  const found = element?.closest?.('[data-cell]');
  if (!found) return null;
  const cell = Number(found.getAttribute('data-cell'));
  return Number.isInteger(cell) ? { cell, element: found } : null;
}

/** The cell under a viewport point, or null; with `inset`, points near a cell's edges count as no cell. */
export function pathCellAtPoint(x: number, y: number, inset = 0): number | null {
  if (typeof document === 'undefined' || typeof document.elementFromPoint !== 'function') return null;
  const hit = cellOfElement(document.elementFromPoint(x, y));
  if (!hit) return null;
  if (inset > 0) {
    const box = hit.element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) {
      const fx = (x - box.left) / box.width;
      const fy = (y - box.top) / box.height;
      if (fx < inset || fx > 1 - inset || fy < inset || fy > 1 - inset) return null;
    }
  }
  return hit.cell;
}

interface Live {
  pointerId: number;
  target: PathTarget;
  path: number[];
  lastCell: number;
}

export function usePathInput(options: PathInputOptions): PathInput {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const live = useRef<Live | null>(null);
  const [drag, setDrag] = useState<PathDrag | null>(null);

  const show = (next: Live | null) => {
    live.current = next;
    setDrag(next ? { target: next.target, path: next.path } : null);
  };

  const finish = useCallback((event: ReactPointerEvent) => {
    const current = live.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const element = event.currentTarget as Element;
    if (typeof element.releasePointerCapture === 'function' && element.hasPointerCapture?.(event.pointerId)) {
      element.releasePointerCapture(event.pointerId);
    }
    show(null);
    const before = current.target.path;
    const changed = before.length !== current.path.length || before.some((cell, i) => current.path[i] !== cell);
    if (changed && event.type !== 'pointercancel') current.target.commit(current.path);
  }, []);

  const onPointerDown = useCallback((event: ReactPointerEvent) => {
    const { enabled, target, pick } = optionsRef.current;
    if (!enabled || live.current) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const hit = cellOfElement(event.target as Element | null);
    const cell = hit ? hit.cell : pathCellAtPoint(event.clientX, event.clientY);
    if (cell === null) return;
    const chosen = pick ? pick(cell) : target;
    if (!chosen) return;
    event.preventDefault();
    const board = event.currentTarget as HTMLElement;
    if (typeof board.setPointerCapture === 'function') {
      try {
        board.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic events cannot be captured; the drag still works while the pointer stays over the board.
      }
    }
    board.focus?.({ preventScroll: true });
    const path = pressAt(chosen.rules, chosen.path, cell) ?? chosen.path.slice();
    show({ pointerId: event.pointerId, target: chosen, path, lastCell: cell });
  }, []);

  const onPointerMove = useCallback((event: ReactPointerEvent) => {
    const current = live.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const cell = pathCellAtPoint(event.clientX, event.clientY, optionsRef.current.hitInset ?? 0);
    if (cell === null || cell === current.lastCell) return;
    current.lastCell = cell;
    const next = dragTo(current.target.rules, current.path, cell);
    if (next) show({ ...current, path: next });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const { target, enabled, keyStart, refuse } = optionsRef.current;
    if (!target || !enabled || live.current || shouldIgnoreGameKey(event)) return;
    const { rules, path } = target;
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      const back = retract(path);
      if (back) target.commit(back);
      return;
    }
    const direction = ARROW_DIRECTIONS[event.key];
    if (!direction) return;
    const start = path.length === 0 ? keyStart?.() ?? null : null;
    const base = path.length > 0 ? path : start !== null ? [start] : null;
    if (!base) return;
    event.preventDefault();
    const toward = neighbourToward(rules, base[base.length - 1], direction);
    const next = toward === null ? null : stepTo(rules, base, toward);
    if (next) target.commit(next);
    else if (path.length === 0) target.commit(base.slice());
    else refuse?.(toward);
  };

  const shown = drag && options.target && drag.target.id === options.target.id ? drag.path : options.target?.path ?? [];
  return { drag, shown, pointer: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel: finish }, onKeyDown };
}
