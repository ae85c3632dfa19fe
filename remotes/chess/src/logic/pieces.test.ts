import { Chess } from 'chess.js';
import { checkedKingSquare, piecesOnBoard } from './pieces';

describe('board pieces', () => {
  it('maps every square with a piece to its code', () => {
    const pieces = piecesOnBoard(new Chess());
    expect(pieces.size).toBe(32);
    expect(pieces.get('e1')).toBe('wK');
    expect(pieces.get('d8')).toBe('bQ');
    expect(pieces.get('e4')).toBeUndefined();
  });

  it('finds the checked king of the side to move', () => {
    expect(checkedKingSquare(new Chess())).toBeNull();
    expect(checkedKingSquare(new Chess('4k3/8/8/8/8/8/8/4K2r w - - 0 1'))).toBe('e1');
  });
});
