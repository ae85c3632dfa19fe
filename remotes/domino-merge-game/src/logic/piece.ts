import { CELLS, emptyCount, indexOf, inside, SIZE, type Board, type Cell } from './board';

/** A single tile or a domino of two tiles; the first value sits on the anchor cell. */
export type Piece = readonly [number] | readonly [number, number];

/** Where a domino's second tile sits, turning clockwise: right, below, left, above. */
export type Rotation = 0 | 1 | 2 | 3;
export const ROTATIONS: readonly Rotation[] = [0, 1, 2, 3];
const OFFSETS: ReadonlyArray<Cell> = [
  { row: 0, col: 1 },
  { row: 1, col: 0 },
  { row: 0, col: -1 },
  { row: -1, col: 0 },
];

export interface Placement {
  /** The cell under the piece's first tile. */
  anchor: Cell;
  rotation: Rotation;
}

export const isDomino = (piece: Piece): piece is readonly [number, number] => piece.length === 2;

/** A quarter turn clockwise (a single tile has nothing to turn). */
export const rotate = (rotation: Rotation): Rotation => ((rotation + 1) % 4) as Rotation;

/** The cells a piece covers, first tile first (some may lie off the board). */
export function pieceCells(piece: Piece, { anchor, rotation }: Placement): Cell[] {
  if (!isDomino(piece)) return [anchor];
  const offset = OFFSETS[rotation];
  return [anchor, { row: anchor.row + offset.row, col: anchor.col + offset.col }];
}

/** The piece lies on the board and only over empty cells. */
export function fits(board: Board, piece: Piece, placement: Placement): boolean {
  return pieceCells(piece, placement).every((cell) => inside(cell) && board[indexOf(cell)] === 0);
}

/** Moves an anchor so the whole piece lies on the board (for the ghost, after a turn or a move). */
export function clampPlacement(piece: Piece, { anchor, rotation }: Placement): Placement {
  const offset = isDomino(piece) ? OFFSETS[rotation] : { row: 0, col: 0 };
  const clamp = (value: number, delta: number) => Math.min(Math.max(value, Math.max(0, -delta)), SIZE - 1 - Math.max(0, delta));
  return { anchor: { row: clamp(anchor.row, offset.row), col: clamp(anchor.col, offset.col) }, rotation };
}

/** Every placement of the piece that fits, anchors in reading order (a single tile: rotation 0 only). */
export function fittingPlacements(board: Board, piece: Piece): Placement[] {
  const found: Placement[] = [];
  for (let index = 0; index < CELLS; index++) {
    const anchor = { row: Math.floor(index / SIZE), col: index % SIZE };
    for (const rotation of isDomino(piece) ? ROTATIONS : ([0] as const)) {
      if (fits(board, piece, { anchor, rotation })) found.push({ anchor, rotation });
    }
  }
  return found;
}

/** The piece fits somewhere in some rotation: a single needs one empty cell, a domino two touching ones. */
export function fitsAnywhere(board: Board, piece: Piece): boolean {
  if (!isDomino(piece)) return emptyCount(board) > 0;
  for (let index = 0; index < CELLS; index++) {
    if (board[index] !== 0) continue;
    const col = index % SIZE;
    if (col < SIZE - 1 && board[index + 1] === 0) return true;
    if (index + SIZE < CELLS && board[index + SIZE] === 0) return true;
  }
  return false;
}
