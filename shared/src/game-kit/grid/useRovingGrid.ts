// One keyboard-focus pattern for every grid board: a roving tabindex (WAI-ARIA grid). Exactly one cell is in
// the Tab order; arrow keys, Home and End move the cursor and real focus with it, so screen readers read the
// cell itself (no aria-activedescendant) and the browser scrolls it into view.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { Cell } from './grid-cursor';

export interface RovingGridOptions {
  rows: number;
  cols: number;
  /** Enter or Space on the cursor cell. */
  onActivate?: (cell: Cell) => void;
  /** Where the cursor starts (uncontrolled). */
  initial?: Cell;
  /** The cursor, when the game owns it (e.g. a selection in its state); pair with onCursorChange. */
  cursor?: Cell;
  /** Told every time the cursor moves (keys, a focused cell, setCursor). */
  onCursorChange?: (cell: Cell) => void;
  /** Mark the cursor cell aria-selected (default true); set false when selection means something else. */
  selectCursor?: boolean;
}

/** What to spread on each cell: `<div role="gridcell" {...grid.cellProps(row, col)}>`. */
export interface RovingCellProps {
  tabIndex: 0 | -1;
  ref: (element: HTMLElement | null) => void;
  onFocus: () => void;
  'aria-selected'?: boolean;
  'data-cursor'?: true;
}

export interface RovingGrid {
  cursor: Cell;
  /** Moves the cursor; focus follows only if focus is already in the grid, unless `focus` is true. */
  setCursor(cell: Cell, options?: { focus?: boolean }): void;
  cellProps(row: number, col: number): RovingCellProps;
  /** Put on the grid element. Returns true when it handled the key (and called preventDefault). */
  onKeyDown(event: ReactKeyboardEvent | KeyboardEvent): boolean;
  /** Focuses the cursor cell (after a new game, or to bring the player back to the board). */
  focus(): void;
}

const clamp = (value: number, size: number) => Math.min(Math.max(value, 0), Math.max(size - 1, 0));

type CellElements = Map<number, HTMLElement>;
const cellKey = (row: number, col: number) => row * 100_000 + col;
const elementAt = (cells: CellElements, cell: Cell) => cells.get(cellKey(cell.row, cell.col));

function hasFocusWithin(cells: CellElements): boolean {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  if (!active) return false;
  for (const element of cells.values()) if (element === active || element.contains(active)) return true;
  return false;
}

/** The cell a key moves the cursor to, or null when the key does not move it. Pure. */
export function rovingTarget(cell: Cell, key: string, rows: number, cols: number, ctrlKey = false): Cell | null {
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(cell.row - 1, rows), col: cell.col };
    case 'ArrowDown':
      return { row: clamp(cell.row + 1, rows), col: cell.col };
    case 'ArrowLeft':
      return { row: cell.row, col: clamp(cell.col - 1, cols) };
    case 'ArrowRight':
      return { row: cell.row, col: clamp(cell.col + 1, cols) };
    case 'Home':
      return ctrlKey ? { row: 0, col: 0 } : { row: cell.row, col: 0 };
    case 'End':
      return ctrlKey ? { row: Math.max(rows - 1, 0), col: Math.max(cols - 1, 0) } : { row: cell.row, col: Math.max(cols - 1, 0) };
    case 'PageUp':
      return { row: 0, col: cell.col };
    case 'PageDown':
      return { row: Math.max(rows - 1, 0), col: cell.col };
    default:
      return null;
  }
}

export function useRovingGrid({ rows, cols, onActivate, initial = { row: 0, col: 0 }, cursor: controlled, onCursorChange, selectCursor = true }: RovingGridOptions): RovingGrid {
  const [own, setOwn] = useState<Cell>(initial);
  const raw = controlled ?? own;
  // The cursor always lies inside the grid, also right after the grid shrinks.
  const cursor: Cell = raw.row < rows && raw.col < cols ? raw : { row: clamp(raw.row, rows), col: clamp(raw.col, cols) };

  const cells = useRef(new Map<number, HTMLElement>());
  const refCallbacks = useRef(new Map<number, (element: HTMLElement | null) => void>());
  const latest = useRef({ cursor, rows, cols, onActivate, onCursorChange, controlled: controlled !== undefined });
  latest.current = { cursor, rows, cols, onActivate, onCursorChange, controlled: controlled !== undefined };
  // Focus owed to the cursor after a move: the cell it left. The commit that shows a different cursor pays
  // it; a commit of an earlier update (its effects can run after the key press, on a busy page) must not.
  const pendingFocus = useRef<{ from: Cell } | null>(null);

  const setCursor = useCallback((cell: Cell, options: { focus?: boolean } = {}) => {
    const { rows: r, cols: c, cursor: current, controlled: isControlled } = latest.current;
    const next = { row: clamp(cell.row, r), col: clamp(cell.col, c) };
    const wantsFocus = options.focus ?? hasFocusWithin(cells.current);
    if (next.row === current.row && next.col === current.col) {
      if (wantsFocus) {
        pendingFocus.current = null;
        elementAt(cells.current, next)?.focus();
      }
      return;
    }
    if (wantsFocus) pendingFocus.current = { from: current };
    latest.current.cursor = next;
    if (!isControlled) setOwn(next);
    latest.current.onCursorChange?.(next);
  }, []);

  // Focus follows the cursor once the new cursor cell has rendered with tabIndex 0.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || (pending.from.row === cursor.row && pending.from.col === cursor.col)) return;
    pendingFocus.current = null;
    const element = elementAt(cells.current, cursor);
    if (element && element !== document.activeElement) element.focus();
  });

  const cellProps = (row: number, col: number): RovingCellProps => {
    const index = cellKey(row, col);
    let ref = refCallbacks.current.get(index);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (element) cells.current.set(index, element);
        else cells.current.delete(index);
      };
      refCallbacks.current.set(index, ref);
    }
    const isCursor = row === cursor.row && col === cursor.col;
    return {
      tabIndex: isCursor ? 0 : -1,
      ref,
      onFocus: () => {
        const current = latest.current.cursor;
        if (current.row !== row || current.col !== col) setCursor({ row, col });
      },
      ...(selectCursor ? { 'aria-selected': isCursor } : {}),
      ...(isCursor ? { 'data-cursor': true as const } : {}),
    };
  };

  const onKeyDown = useCallback(
    (event: ReactKeyboardEvent | KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.metaKey || event.shiftKey) return false;
      const { cursor: current, rows: r, cols: c } = latest.current;
      if (event.key === 'Enter' || event.key === ' ') {
        if (event.ctrlKey || !latest.current.onActivate) return false;
        event.preventDefault();
        latest.current.onActivate(current);
        return true;
      }
      // Ctrl only changes Home/End (first/last cell of the grid); Ctrl+arrows stay with the browser.
      if (event.ctrlKey && event.key !== 'Home' && event.key !== 'End') return false;
      const next = rovingTarget(current, event.key, r, c, event.ctrlKey);
      if (!next) return false;
      event.preventDefault();
      setCursor(next, { focus: true });
      return true;
    },
    [setCursor],
  );

  const focus = useCallback(() => {
    elementAt(cells.current, latest.current.cursor)?.focus();
  }, []);

  return { cursor, setCursor, cellProps, onKeyDown, focus };
}
