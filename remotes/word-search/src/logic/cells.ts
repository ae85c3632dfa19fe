import { DIRECTIONS, type DirectionName } from './directions';

export interface Cell {
  row: number;
  col: number;
}

/** A word written in the grid from (row, col) in a direction. */
export interface Placement {
  word: string;
  row: number;
  col: number;
  dir: DirectionName;
}

/** The cells of a straight run of `length` letters. */
export function lineCells(row: number, col: number, dir: DirectionName, length: number): Cell[] {
  const [dr, dc] = DIRECTIONS[dir];
  const cells: Cell[] = [];
  for (let i = 0; i < length; i++) cells.push({ row: row + dr * i, col: col + dc * i });
  return cells;
}

export function placementCells(p: Placement): Cell[] {
  return lineCells(p.row, p.col, p.dir, p.word.length);
}

export const cellKey = (cell: Cell) => `${cell.row},${cell.col}`;

/** An order-free key of a set of cells: a word read forwards or backwards over the same cells is one occurrence. */
export function cellSetKey(cells: readonly Cell[]): string {
  return cells.map(cellKey).sort().join(' ');
}

export function inGrid(cell: Cell, size: number): boolean {
  return cell.row >= 0 && cell.col >= 0 && cell.row < size && cell.col < size;
}
