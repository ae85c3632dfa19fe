import { Chess } from 'chess.js';
import { capturedPieces, leadText, materialBalance } from './material';
import type { PieceCode } from './notation';
import { piecesOnBoard } from './pieces';

function play(moves: string[], fen?: string): Chess {
  const chess = new Chess(fen);
  for (const m of moves) chess.move(m);
  return chess;
}

describe('captured material', () => {
  it('lists what each side took, cheapest first', () => {
    // 1.e4 d5 2.exd5 Qxd5 3.Nc3 Qxa2 4.Rxa2
    const chess = play(['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qxa2', 'Rxa2']);
    expect(capturedPieces(chess.history({ verbose: true }))).toEqual({ w: ['P', 'Q'], b: ['P', 'P'] });
    expect(capturedPieces([])).toEqual({ w: [], b: [] });
  });

  it('counts the en passant pawn', () => {
    const chess = play(['e4', 'a6', 'e5', 'd5', 'exd6']);
    expect(capturedPieces(chess.history({ verbose: true })).w).toEqual(['P']);
  });
});

describe('material balance', () => {
  it('is level at the start and counts who is ahead', () => {
    expect(materialBalance(piecesOnBoard(new Chess()).values())).toBe(0);
    const chess = play(['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qxa2', 'Rxa2']);
    expect(materialBalance(piecesOnBoard(chess).values())).toBe(8);
    expect(leadText(8, 'w')).toBe('+8');
    expect(leadText(8, 'b')).toBe('');
    expect(leadText(-2, 'b')).toBe('+2');
    expect(leadText(0, 'w')).toBe('');
  });

  it('counts a promoted pawn as the piece it became', () => {
    const pieces: PieceCode[] = ['wK', 'bK', 'wQ', 'wQ', 'bR'];
    expect(materialBalance(pieces)).toBe(13);
  });
});
