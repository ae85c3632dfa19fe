import { SIZE } from './logic/board';
import { clampPlacement, isDomino, pieceCells, type Piece, type Placement } from './logic/piece';

export interface PointOptions {
  /** 'first': the piece's first tile goes on the cell under the point (taps and hovers on the board); 'centre': the piece's middle (a piece dragged from the tray). */
  hold: 'first' | 'centre';
  /** Raises the piece this many cells above a finger that would hide it. */
  liftCells?: number;
}

/**
 * The placement for a point of the screen over the board's grid, pulled onto the board; null when the point is
 * more than half a cell off the board.
 */
export function placementAtPoint(grid: DOMRect, x: number, y: number, piece: Piece, rotation: Placement['rotation'], { hold, liftCells = 0 }: PointOptions): Placement | null {
  const cell = grid.width / SIZE;
  if (cell <= 0) return null;
  const px = (x - grid.left) / cell;
  const py = (y - grid.top) / cell - liftCells;
  if (px < -0.5 || py < -0.5 || px > SIZE + 0.5 || py > SIZE + 0.5) return null;
  if (hold === 'first') return clampPlacement(piece, { anchor: { row: Math.floor(py), col: Math.floor(px) }, rotation });
  const [first, second] = pieceCells(piece, { anchor: { row: 0, col: 0 }, rotation });
  const dRow = isDomino(piece) ? second.row - first.row : 0;
  const dCol = isDomino(piece) ? second.col - first.col : 0;
  // The two tiles' middle is half a cell from the first tile's centre towards the second.
  return clampPlacement(piece, { anchor: { row: Math.round(py - 0.5 - dRow / 2), col: Math.round(px - 0.5 - dCol / 2) }, rotation });
}
