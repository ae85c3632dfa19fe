import { Chess } from 'chess.js';
import { createRandom } from '@games/shared/game-kit/random';
import { think } from './engine';
import { LEVELS } from './levels';
import { MATE_IN_ONE, MATE_IN_TWO } from './testPositions';

/** Deterministic, fast limits: depth-bound searches with a generous clock that never runs out. */
const clock = () => 0;

function randomPositions(count: number, seed: string): string[] {
  const random = createRandom(seed);
  const out: string[] = [];
  while (out.length < count) {
    const chess = new Chess();
    const plies = random.int(0, 80);
    for (let i = 0; i < plies && !chess.isGameOver(); i++) chess.move(random.pick(chess.moves()));
    if (!chess.isGameOver()) out.push(chess.fen());
  }
  return out;
}

describe('engine', () => {
  it('always returns a legal move (checked by chess.js) at every level in random positions', () => {
    const random = createRandom('levels');
    for (const fen of randomPositions(20, 'legal')) {
      const level = LEVELS[random.int(0, LEVELS.length - 1)].level;
      const result = think({ fen, moves: [], level, maxDepth: 2 }, { now: clock, random: () => random.next() });
      const chess = new Chess(fen);
      expect(() => chess.move({ from: result.move.slice(0, 2), to: result.move.slice(2, 4), promotion: result.move[4] })).not.toThrow();
    }
  });

  it('sees repetitions from the game record and returns no move when there is none', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const result = think({ fen: start, moves: ['g1f3', 'g8f6', 'f3g1', 'f6g8'], level: 5, maxDepth: 2 }, { now: clock });
    expect(result.move).toMatch(/^[a-h][1-8][a-h][1-8]$/);
    expect(think({ fen: '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', moves: [], level: 8 }, { now: clock }).move).toBe('');
  });

  it.each(MATE_IN_ONE)('finds mate in one: %s', (fen) => {
    const result = think({ fen, moves: [], level: 8, maxDepth: 2 }, { now: clock });
    const chess = new Chess(fen);
    chess.move({ from: result.move.slice(0, 2), to: result.move.slice(2, 4), promotion: result.move[4] });
    expect(chess.isCheckmate()).toBe(true);
    expect(result.mate).toBe(true);
  });

  it.each(MATE_IN_TWO)('finds mate in two: %s', (fen) => {
    const result = think({ fen, moves: [], level: 8, maxDepth: 4 }, { now: clock });
    expect(result.mate).toBe(true);
    expect(result.score).toBe(32000 - 3);
    // Play it out: after any defence the engine mates next move.
    const chess = new Chess(fen);
    chess.move({ from: result.move.slice(0, 2), to: result.move.slice(2, 4), promotion: result.move[4] });
    for (const reply of chess.moves({ verbose: true }).slice(0, 4)) {
      chess.move(reply);
      const finish = think({ fen: chess.fen(), moves: [], level: 8, maxDepth: 2 }, { now: clock });
      const after = new Chess(chess.fen());
      after.move({ from: finish.move.slice(0, 2), to: finish.move.slice(2, 4), promotion: finish.move[4] });
      expect(after.isCheckmate()).toBe(true);
      chess.undo();
    }
  });

  it('prefers winning material at the top level', () => {
    // White can take a free queen.
    const result = think({ fen: '4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1', moves: [], level: 8, maxDepth: 3 }, { now: clock });
    expect(result.move).toBe('d2d5');
  });
});
