import { createRandom } from '@games/shared/game-kit/random';
import { count, flips } from './bitboard';
import { discCount, mine, movesFor, other, play, startPosition, winner, type Position, type Side } from './game';
import { think, type Level } from './engine';

/** A greedy player: the move that flips most, ties broken by a seeded coin. */
function greedyMove(p: Position, random: () => number): number {
  const me = mine(p);
  const them = mine(p, other(p.toMove));
  let best: number[] = [];
  let most = -1;
  for (const s of movesFor(p)) {
    const [h, l] = flips(me[0], me[1], them[0], them[1], s);
    const n = count(h, l);
    if (n > most) [best, most] = [[s], n];
    else if (n === most) best.push(s);
  }
  return best[Math.floor(random() * best.length)];
}

function engineMove(p: Position, level: Level, seed: string, extra: object = {}): number {
  return think({ black: p.black, white: p.white, toMove: p.toMove, level, seed, ...extra }).square;
}

/** Plays a whole game; returns the winner. */
function match(players: Record<Side, (p: Position, ply: number) => number>): { winner: Side | null; position: Position } {
  let p = startPosition();
  for (let ply = 0; movesFor(p).length > 0; ply++) p = play(p, players[p.toMove](p, ply))!.position;
  return { winner: winner(p), position: p };
}

describe('reversi engine', () => {
  it('always answers with a legal move at every level', () => {
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const random = createRandom(`legal-${level}`);
      let p = startPosition();
      for (let ply = 0; ply < 12 && movesFor(p).length; ply++) {
        const s = ply % 2 ? engineMove(p, level, `s${ply}`, { timeMs: 5, minDepth: 2 }) : random.pick(movesFor(p));
        expect(movesFor(p)).toContain(s);
        p = play(p, s)!.position;
      }
    }
  });

  it('takes a free corner', () => {
    // From a played-out line, Medium and Hard both grab a corner when it is offered and clearly best.
    let p = startPosition();
    const random = createRandom('corner');
    for (let i = 0; i < 40 && movesFor(p).length; i++) {
      if (movesFor(p).some((s) => [0, 7, 56, 63].includes(s))) break;
      p = play(p, random.pick(movesFor(p)))!.position;
    }
    const corners = movesFor(p).filter((s) => [0, 7, 56, 63].includes(s));
    if (corners.length) expect(corners).toContain(engineMove(p, 'hard', 'c', { timeMs: 20, minDepth: 1, maxDepth: 1 }));
  });

  it('solves the endgame exactly: its move is as good as the best by brute force (8 empties)', () => {
    /** Final disc margin for the side to move with perfect play, by plain minimax over the rules. */
    const exact = (p: Position): number => {
      const moves = movesFor(p);
      if (moves.length === 0) {
        const d = discCount(p);
        return p.toMove === 'black' ? d.black - d.white : d.white - d.black;
      }
      let best = -Infinity;
      for (const s of moves) {
        const next = play(p, s)!.position;
        const v = next.toMove === p.toMove ? exact(next) : -exact(next);
        best = Math.max(best, v);
      }
      return best;
    };
    for (const seed of ['e1', 'e2', 'e3']) {
      const random = createRandom(seed);
      let p = startPosition();
      while (64 - count(p.black[0] | p.white[0], p.black[1] | p.white[1]) > 8 && movesFor(p).length) p = play(p, random.pick(movesFor(p)))!.position;
      if (movesFor(p).length === 0) continue;
      const next = play(p, engineMove(p, 'hard', seed))!.position;
      const got = next.toMove === p.toMove ? exact(next) : -exact(next);
      expect(got).toBe(exact(p));
    }
  });

  it('Hard beats a greedy player at least 19 games in 20', () => {
    let wins = 0;
    for (let game = 0; game < 20; game++) {
      const random = createRandom(`greedy-${game}`);
      const hardSide: Side = game % 2 ? 'white' : 'black';
      const greedy = (p: Position) => greedyMove(p, () => random.next());
      const hard = (p: Position, ply: number) => engineMove(p, 'hard', `g${game}-${ply}`, { timeMs: 15, minDepth: 4 });
      const result = match(hardSide === 'black' ? { black: hard, white: greedy } : { black: greedy, white: hard });
      if (result.winner === hardSide) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(19);
  });

  it('Easy varies with the seed', () => {
    const p = startPosition();
    const picks = new Set(Array.from({ length: 20 }, (_, i) => engineMove(p, 'easy', `v${i}`)));
    expect(picks.size).toBeGreaterThan(1);
  });
});
