// What the board view draws, read from a chess.js position: pieces by square and the checked king's square.
import type { Chess } from 'chess.js';
import type { PieceCode } from './notation';

/** Square name → piece code, e.g. 'e1' → 'wK'. */
export function piecesOnBoard(chess: Chess): Map<string, PieceCode> {
  const map = new Map<string, PieceCode>();
  for (const row of chess.board()) for (const cell of row) if (cell) map.set(cell.square, `${cell.color}${cell.type.toUpperCase()}` as PieceCode);
  return map;
}

/** The square of the king of the side to move when it is in check, else null. */
export function checkedKingSquare(chess: Chess): string | null {
  if (!chess.inCheck()) return null;
  for (const row of chess.board()) for (const cell of row) if (cell && cell.type === 'k' && cell.color === chess.turn()) return cell.square;
  return null;
}
