// The grid puzzles' shared cell marks: the keyboard cursor and a conflicting cell (red stripes, a bold outline
// and ⚠, never colour alone). The stylesheet is imported here, by the module that names the classes, and
// not by grid/index.ts: webpack skips a side-effect-free barrel whose exports are reached directly, and a
// stylesheet imported only there never reached a game's CSS.
import './grid.css';

export const GRID_CELL_CURSOR = 'gk-grid-cell--cursor';
export const GRID_CELL_CONFLICT = 'gk-grid-cell--conflict';

/** The kit's mark classes for a cell, space-separated ('' when neither). */
export function gridCellMarks({ cursor = false, conflict = false }: { cursor?: boolean; conflict?: boolean }): string {
  return [cursor && GRID_CELL_CURSOR, conflict && GRID_CELL_CONFLICT].filter(Boolean).join(' ');
}
