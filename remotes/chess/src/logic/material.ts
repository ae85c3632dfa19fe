// Captured pieces and the material balance shown beside the board (pawn 1, knight and bishop 3, rook 5, queen 9).
import type { PieceCode, PieceLetter } from './notation';
import type { Color } from './record';

export const PIECE_POINTS: Record<PieceLetter, number> = { P: 1, N: 3, B: 3, R: 5, Q: 9, K: 0 };
const ORDER = 'PNBRQK';

/** Pieces each side has taken, cheapest first: `w` holds the black pieces white captured. */
export type Captures = Record<Color, PieceLetter[]>;

/** Captures from the game's moves (chess.js verbose history: the mover's colour and the taken piece's type). */
export function capturedPieces(moves: ReadonlyArray<{ color: Color; captured?: string }>): Captures {
  const out: Captures = { w: [], b: [] };
  for (const move of moves) if (move.captured) out[move.color].push(move.captured.toUpperCase() as PieceLetter);
  for (const list of [out.w, out.b]) list.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return out;
}

/** White's material minus black's, in points, from the pieces on the board (promotions count as what they became). */
export function materialBalance(pieces: Iterable<PieceCode>): number {
  let balance = 0;
  for (const piece of pieces) balance += (piece[0] === 'w' ? 1 : -1) * PIECE_POINTS[piece[1] as PieceLetter];
  return balance;
}

/** The lead shown beside `color`'s pieces: "+3" for the side ahead, nothing for the other or when level. */
export function leadText(balance: number, color: Color): string {
  const lead = color === 'w' ? balance : -balance;
  return lead > 0 ? `+${lead}` : '';
}
