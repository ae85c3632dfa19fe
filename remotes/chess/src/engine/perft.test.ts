import { perft } from './perft';
import { Position } from './position';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// Kiwipete (the well-known test position; note the black pawn on h3).
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

describe('perft', () => {
  it('counts the start position', () => {
    const pos = Position.fromFen(START);
    expect([1, 2, 3].map((d) => perft(pos, d))).toEqual([20, 400, 8902]);
  });
  it('counts Kiwipete', () => {
    const pos = Position.fromFen(KIWIPETE);
    expect([1, 2, 3].map((d) => perft(pos, d))).toEqual([48, 2039, 97862]);
  });
  it('counts position 3 (en passant and pins) and position 4 (promotions)', () => {
    expect(perft(Position.fromFen('8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'), 4)).toBe(43238);
    expect(perft(Position.fromFen('r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1'), 3)).toBe(9467);
  });
  it('restores the hash and FEN after make and unmake', () => {
    const pos = Position.fromFen(KIWIPETE);
    const fen = pos.toFen();
    const { hashLo, hashHi } = pos;
    for (const m of pos.legalMoves()) {
      pos.make(m);
      const incremental = [pos.hashLo, pos.hashHi];
      pos.computeHash();
      expect([pos.hashLo, pos.hashHi]).toEqual(incremental);
      pos.unmake();
    }
    expect(pos.toFen()).toBe(fen);
    expect([pos.hashLo, pos.hashHi]).toEqual([hashLo, hashHi]);
  });
});
