import { count, legalMoves } from './bitboard';
import { discAt, discCount, isOver, movesFor, play, replay, squareName, startPosition, winner, type Position } from './game';

function perft(p: Position, depth: number): number {
  if (depth === 0) return 1;
  const moves = movesFor(p);
  if (moves.length === 0) return isOver(p) ? 1 : 0;
  let n = 0;
  for (const s of moves) n += perft(play(p, s)!.position, depth - 1);
  return n;
}

describe('reversi rules', () => {
  it('starts with white on d4/e5, black on d5/e4, Black to move with four moves', () => {
    const p = startPosition();
    expect(discAt(p, 27)).toBe('white');
    expect(discAt(p, 36)).toBe('white');
    expect(discAt(p, 28)).toBe('black');
    expect(discAt(p, 35)).toBe('black');
    expect(p.toMove).toBe('black');
    expect(movesFor(p).map(squareName)).toEqual(['d3', 'c4', 'f5', 'e6']);
    expect(discCount(p)).toEqual({ black: 2, white: 2 });
  });

  it('flips the outflanked line and hands the move over', () => {
    const played = play(startPosition(), 19)!; // d3 flips d4
    expect(played.event.flipped).toEqual([27]);
    expect(discAt(played.position, 27)).toBe('black');
    expect(played.position.toMove).toBe('white');
    expect(discCount(played.position)).toEqual({ black: 4, white: 1 });
  });

  it('refuses occupied squares and moves that flip nothing', () => {
    expect(play(startPosition(), 27)).toBeNull();
    expect(play(startPosition(), 0)).toBeNull();
  });

  it('counts the known move-tree sizes (perft 1–6)', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => perft(startPosition(), d))).toEqual([4, 12, 56, 244, 1396, 8200]);
  });

  it('does not wrap moves around the board edges', () => {
    // Black on h1, white on a2: shifting east from h1 must not reach a2.
    const [h, l] = legalMoves(0, 1 << 7, 0, 1 << 8);
    expect(count(h, l)).toBe(0);
  });

  it('passes when the next side has no move, and ends when neither has', () => {
    // The shortest known game: 9 moves, black wipes white out.
    const moves = ['e6', 'f4', 'e3', 'f6', 'g5', 'd6', 'e7', 'f5', 'c5'].map((n) => (n.charCodeAt(0) - 97) + (Number(n[1]) - 1) * 8);
    const game = replay(moves);
    expect(game.valid).toBe(true);
    expect(game.over).toBe(true);
    expect(discCount(game.position).white).toBe(0);
    expect(winner(game.position)).toBe('black');
  });

  it('stops replaying at an illegal move (a corrupt save)', () => {
    const game = replay([19, 0]);
    expect(game.valid).toBe(false);
    expect(game.events).toHaveLength(1);
  });
});

describe('saved games', () => {
  const { isGameRecord, takeBack, fromLegacyTallies } = jest.requireActual<typeof import('./record')>('./record');
  const base = { mode: 'computer' as const, level: 'easy' as const, human: 'black' as const, seed: 's', counted: false };

  it('takes back the human move and the computer reply', () => {
    expect(takeBack({ ...base, moves: [19, 18, 17] }, ['black', 'white', 'black']).moves).toEqual([19, 18]);
    expect(takeBack({ ...base, moves: [19, 18] }, ['black', 'white']).moves).toEqual([]);
    expect(takeBack({ ...base, mode: 'two', moves: [19, 18] }, ['black', 'white']).moves).toEqual([19]);
    expect(takeBack({ ...base, human: 'white', moves: [19] }, ['black']).moves).toEqual([19]);
  });

  it('rejects corrupt saves and counts results per level', () => {
    expect(isGameRecord({ ...base, moves: [19] })).toBe(true);
    expect(isGameRecord({ ...base, moves: [64] })).toBe(false);
    expect(isGameRecord({ ...base, level: 'expert', moves: [] })).toBe(false);
    expect(isGameRecord('x')).toBe(false);
  });

  it('carries a version-1 tally over to the kit shape', () => {
    const zero = { won: 0, lost: 0, drawn: 0 };
    expect(fromLegacyTallies({ easy: { won: 2, lost: 1, drawn: 3 }, medium: zero, hard: zero })).toEqual({
      easy: { wins: 2, losses: 1, draws: 3 },
      medium: { wins: 0, losses: 0, draws: 0 },
      hard: { wins: 0, losses: 0, draws: 0 },
    });
    expect(fromLegacyTallies({ easy: {} })).toBeUndefined();
    expect(fromLegacyTallies(null)).toBeUndefined();
  });
});
