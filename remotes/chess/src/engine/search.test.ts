// The search on its own (engine.test.ts covers the levels on top of it): mates, material, budgets, legality.
import { Chess } from 'chess.js';
import { createRandom } from '@games/shared/game-kit/random';
import { Position } from './position';
import { MATE, Searcher, type SearchLimits } from './search';
import { MATE_IN_ONE, MATE_IN_TWO } from './testPositions';

/** A clock that never moves: only depth (or the node limit) ends these searches, so results are reproducible. */
const frozen = (maxDepth: number, extra: Partial<SearchLimits> = {}): SearchLimits => ({ maxDepth, timeMs: 1_000_000, now: () => 0, ...extra });

function bestMove(fen: string, limits: SearchLimits) {
  const result = new Searcher().search(Position.fromFen(fen), limits);
  return { ...result, uci: Position.uci(result.move) };
}

/** Plays a UCI move with chess.js (throws when it is illegal) and returns the position after it. */
function playUci(fen: string, uci: string): Chess {
  const chess = new Chess(fen);
  chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  return chess;
}

function randomPositions(count: number, seed: string): string[] {
  const random = createRandom(seed);
  const out: string[] = [];
  while (out.length < count) {
    const chess = new Chess();
    const plies = random.int(0, 90);
    for (let i = 0; i < plies && !chess.isGameOver(); i++) chess.move(random.pick(chess.moves()));
    if (!chess.isGameOver()) out.push(chess.fen());
  }
  return out;
}

describe('search', () => {
  it.each(MATE_IN_ONE)('mates in one: %s', (fen) => {
    const result = bestMove(fen, frozen(3));
    expect(playUci(fen, result.uci).isCheckmate()).toBe(true);
    expect(result.score).toBe(MATE - 1);
  });

  it.each(MATE_IN_TWO)('mates in two: %s', (fen) => {
    const result = bestMove(fen, frozen(4));
    expect(result.score).toBe(MATE - 3);
    // The principal variation is the mate: our move, a defence, and a mating move, all legal.
    const chess = new Chess(fen);
    for (const uci of result.pv.slice(0, 3).map(Position.uci)) chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    expect(chess.isCheckmate()).toBe(true);
  });

  it('scores being mated as a loss for the side to move', () => {
    // Whatever black plays (Kg8 or a2), Rb8 mates: for black that is mate against it in two plies.
    const result = bestMove('7k/8/6K1/8/8/p7/8/1R6 b - - 0 1', frozen(4));
    expect(result.score).toBe(-(MATE - 2));
  });

  it.each([
    // The queen is attacked by a knight defended by a pawn: it must step away, not stay or take.
    ['attacked by a defended knight', '4k3/8/8/8/1p6/2n5/8/3QK3 w - - 0 1'],
    // A pawn defended by a pawn is poison for the queen.
    ['a poisoned pawn', '4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1'],
    // The queen is attacked by a rook it may not take (a pawn defends the rook).
    ['attacked by a defended rook', '6k1/5p2/6r1/8/8/6Q1/8/7K w - - 0 1'],
  ])('does not hang its queen: %s', (_name, fen) => {
    for (const depth of [1, 2, 3, 4]) {
      const after = playUci(fen, bestMove(fen, frozen(depth)).uci);
      const queen = after.board().flat().find((cell) => cell?.type === 'q' && cell.color === 'w');
      expect(queen).toBeDefined();
      const takers = after.moves({ verbose: true }).filter((m) => m.to === queen!.square);
      expect(takers).toEqual([]);
    }
  });

  it('takes a free queen', () => {
    expect(bestMove('4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1', frozen(3)).uci).toBe('d2d5');
  });

  it('stops at the depth it is given', () => {
    for (const depth of [1, 2, 3]) expect(bestMove('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3', frozen(depth)).depth).toBe(depth);
  });

  it('stops at a node limit, the same way every time, with a legal move', () => {
    const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const limited = () => bestMove(fen, frozen(30, { nodeLimit: 20_000 }));
    const first = limited();
    // The limit is checked every 256 nodes; a cut-off iteration is thrown away.
    expect(first.nodes).toBeLessThanOrEqual(20_000 + 512);
    expect(first.depth).toBeGreaterThanOrEqual(1);
    expect(first.depth).toBeLessThan(30);
    expect(limited()).toEqual(first);
    expect(() => playUci(fen, first.uci)).not.toThrow();
  });

  it('stops when its time budget is spent, measured on the clock it is given', () => {
    // A clock that advances one millisecond per reading: the budget ends after a fixed amount of work.
    const ticking = () => {
      let t = 0;
      return () => t++;
    };
    const fen = 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8';
    const a = bestMove(fen, { maxDepth: 30, timeMs: 200, now: ticking() });
    const b = bestMove(fen, { maxDepth: 30, timeMs: 200, now: ticking() });
    expect(a.depth).toBeLessThan(30);
    expect(b).toEqual(a);
    expect(() => playUci(fen, a.uci)).not.toThrow();
  });

  it('returns legal moves in random positions, and the only move at once', () => {
    for (const fen of randomPositions(25, 'search-legal')) {
      const result = bestMove(fen, frozen(2));
      expect(() => playUci(fen, result.uci)).not.toThrow();
    }
    // The king in check from an undefended queen has one legal move: take it.
    const only = bestMove('7k/8/8/8/8/8/6q1/7K w - - 0 1', frozen(5));
    expect(only.uci).toBe('h1g2');
    expect(only.depth).toBe(0);
  });

  it('scores every root move for the imperfect levels', () => {
    const fen = '4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1';
    const pos = Position.fromFen(fen);
    const scored = new Searcher().scoreRootMoves(pos, 2, frozen(2));
    expect(scored.map((s) => Position.uci(s.move)).sort()).toEqual(
      new Chess(fen)
        .moves({ verbose: true })
        .map((m) => m.from + m.to)
        .sort(),
    );
    const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
    expect(Position.uci(best.move)).toBe('d2d5');
    // The position is left as it was.
    expect(pos.toFen()).toBe(fen);
  });
});
