import { useCallback, useEffect, useRef, useState } from 'react';
import { moveCursor, type Cell } from './grid-cursor';

export interface GridCursor {
  cursor: Cell;
  setCursor(cell: Cell): void;
  /** Moves the cursor for arrow keys; true when it handled the key (and called preventDefault). */
  handleKey(event: { key: string; preventDefault(): void }): boolean;
}

/** Keyboard cursor state for a grid; stays inside the grid when its size changes. */
export function useGridCursor(rows: number, cols: number, initial: Cell = { row: 0, col: 0 }): GridCursor {
  const [cursor, setCursorState] = useState<Cell>(initial);
  const cursorRef = useRef(cursor);
  cursorRef.current = cursor;

  useEffect(() => {
    const { row, col } = cursorRef.current;
    if (row >= rows || col >= cols) {
      setCursorState({ row: Math.min(row, Math.max(rows - 1, 0)), col: Math.min(col, Math.max(cols - 1, 0)) });
    }
  }, [rows, cols]);

  const setCursor = useCallback((cell: Cell) => {
    if (cell.row !== cursorRef.current.row || cell.col !== cursorRef.current.col) setCursorState({ row: cell.row, col: cell.col });
  }, []);

  const handleKey = useCallback(
    (event: { key: string; preventDefault(): void }) => {
      const next = moveCursor(cursorRef.current, event.key, rows, cols);
      if (!next) return false;
      event.preventDefault();
      cursorRef.current = next;
      setCursorState(next);
      return true;
    },
    [rows, cols],
  );

  return { cursor, setCursor, handleKey };
}
