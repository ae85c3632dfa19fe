// Pure keyboard-cursor movement over a rows × cols grid: arrows move one cell, clamped at the edges (no wrap).
export interface Cell {
  row: number;
  col: number;
}

const MOVES: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export function isMovementKey(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(MOVES, key);
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), Math.max(max - 1, 0));
}

/** The cell the cursor moves to for `key`, or null when `key` is not a movement key. */
export function moveCursor(cell: Cell, key: string, rows: number, cols: number): Cell | null {
  if (!isMovementKey(key)) return null;
  const [dRow, dCol] = MOVES[key];
  return { row: clamp(cell.row + dRow, rows), col: clamp(cell.col + dCol, cols) };
}

/** Cells strictly between `from` and `to` plus `to` itself, stepping along rows first then columns, so a fast drag misses no cell. */
export function cellsBetween(from: Cell, to: Cell): Cell[] {
  const path: Cell[] = [];
  let { row, col } = from;
  while (row !== to.row || col !== to.col) {
    if (row !== to.row) row += Math.sign(to.row - row);
    else col += Math.sign(to.col - col);
    path.push({ row, col });
  }
  return path;
}

export function sameCell(a: Cell | null | undefined, b: Cell | null | undefined): boolean {
  return !!a && !!b && a.row === b.row && a.col === b.col;
}
