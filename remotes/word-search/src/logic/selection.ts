import { cellSetKey, lineCells, placementCells, type Cell, type Placement } from './cells';
import { directionOf, type DirectionName } from './directions';

/**
 * The straight line from `start` towards `end`, snapped to the nearest of the eight directions
 * and cut at the grid's edge. A pointer anywhere near a diagonal selects the diagonal.
 */
export function snapLine(start: Cell, end: Cell, size: number): Cell[] {
  const dr = end.row - start.row;
  const dc = end.col - start.col;
  if (dr === 0 && dc === 0) return [start];
  const octant = Math.round(Math.atan2(dr, dc) / (Math.PI / 4));
  const stepRow = Math.round(Math.sin((octant * Math.PI) / 4));
  const stepCol = Math.round(Math.cos((octant * Math.PI) / 4));
  // Length along the snapped direction: the projection of the pointer offset onto it.
  const diagonal = stepRow !== 0 && stepCol !== 0;
  const length = diagonal ? Math.round((Math.abs(dr) + Math.abs(dc)) / 2) : Math.abs(stepRow !== 0 ? dr : dc);
  const cells: Cell[] = [start];
  for (let i = 1; i <= length; i++) {
    const cell = { row: start.row + stepRow * i, col: start.col + stepCol * i };
    if (cell.row < 0 || cell.col < 0 || cell.row >= size || cell.col >= size) break;
    cells.push(cell);
  }

  return cells;
}

/** The direction of a selected line of two or more cells, or null. */
export function lineDirection(cells: readonly Cell[]): DirectionName | null {
  if (cells.length < 2) return null;
  return directionOf(Math.sign(cells[1].row - cells[0].row), Math.sign(cells[1].col - cells[0].col));
}

export function lineText(rows: readonly string[], cells: readonly Cell[]): string {
  return cells.map((c) => rows[c.row][c.col]).join('');
}

/**
 * The target word a selection finds, or null. The line must run in a direction allowed at this
 * difficulty, spell the word, and cover the word's own cells (a palindrome may be read either way).
 */
export function matchSelection(
  rows: readonly string[],
  placements: readonly Placement[],
  cells: readonly Cell[],
  allowed: readonly DirectionName[],
): Placement | null {
  const dir = lineDirection(cells);
  if (!dir || !allowed.includes(dir)) return null;
  const text = lineText(rows, cells);
  const key = cellSetKey(cells);
  return placements.find((p) => p.word === text && cellSetKey(placementCells(p)) === key) ?? null;
}

export { lineCells };
