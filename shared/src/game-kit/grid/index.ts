// Grid input for grid puzzles: keyboard cursor, pointer/touch dragging across cells, cursor and conflict marks.
// No stylesheet is imported here (see cell-marks.ts): a barrel's side effects are dropped by webpack.
export { moveCursor, isMovementKey, cellsBetween, sameCell, type Cell } from './grid-cursor';
export { GRID_CELL_CONFLICT, GRID_CELL_CURSOR, gridCellMarks } from './cell-marks';
export { rovingTarget, useRovingGrid, type RovingCellProps, type RovingGrid, type RovingGridOptions } from './useRovingGrid';
export { useGridDrag, cellAtPoint, type GridDragHandlers, type GridDragProps } from './useGridDrag';
