// Grid input for grid puzzles: keyboard cursor, pointer/touch dragging across cells, cursor and conflict styles.
import './grid.css';

export { moveCursor, isMovementKey, cellsBetween, sameCell, type Cell } from './grid-cursor';
export { useGridCursor, type GridCursor } from './useGridCursor';
export { rovingTarget, useRovingGrid, type RovingCellProps, type RovingGrid, type RovingGridOptions } from './useRovingGrid';
export { useGridDrag, cellAtPoint, type GridDragHandlers, type GridDragProps } from './useGridDrag';
