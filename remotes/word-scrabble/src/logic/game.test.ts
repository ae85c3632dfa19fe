import { CENTRE, SIZE } from './board';
import { arrangeRack, canExchange, exchangeTiles, isGameState, newGame, passTurn, playTiles, winner, type GameState } from './game';
import type { Placement } from './placement';

const across = (word: string, square: number): Placement[] => [...word].map((letter, i) => ({ square: square + i, letter }));

/** A game whose player rack is set by hand (tiles swapped with the bag so every tile stays accounted for). */
function withRack(state: GameState, rack: string): GameState {
  const pool = [...state.racks.computer, ...state.bag, ...state.racks.you];
  for (const t of rack) pool.splice(pool.indexOf(t), 1);
  return { ...state, racks: { you: rack, computer: pool.slice(0, 7).join('') }, bag: pool.slice(7).join('') };
}

describe('game', () => {
  test('a new game: 7 tiles each, 86 in the bag, you first; same seed, same game', () => {
    const g = newGame('seed', 'easy');
    expect(g.racks.you).toHaveLength(7);
    expect(g.racks.computer).toHaveLength(7);
    expect(g.bag).toHaveLength(86);
    expect(g.toMove).toBe('you');
    expect(newGame('seed', 'easy')).toEqual(g);
    expect(isGameState(g)).toBe(true);
  });

  test('a play scores, refills the rack and passes the turn', () => {
    const g = withRack(newGame('s1', 'easy'), 'CATXYZE');
    const r = playTiles(g, across('CAT', CENTRE));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.scores.you).toBe(10);
    expect(r.state.racks.you).toHaveLength(7);
    expect(r.state.bag).toHaveLength(83);
    expect(r.state.toMove).toBe('computer');
    expect(r.state.log[0]).toMatchObject({ player: 'you', kind: 'play', words: ['CAT'], score: 10 });
    expect(isGameState(r.state)).toBe(true);
    expect(playTiles(g, across('DOG', CENTRE)).ok).toBe(false);
  });

  test('exchange needs 7 in the bag; pass; 6 scoreless turns end the game with leftovers deducted', () => {
    let g = newGame('s2', 'easy');
    expect(canExchange(g)).toBe(true);
    const ex = exchangeTiles(g, g.racks.you.slice(0, 3));
    expect(ex.ok && ex.state.bag.length).toBe(86);
    expect(ex.ok && isGameState(ex.state)).toBe(true);
    expect(exchangeTiles({ ...g, bag: g.bag.slice(0, 6) }, 'A').ok).toBe(false);
    for (let i = 0; i < 6; i++) {
      const r = passTurn(g);
      if (!r.ok) throw new Error(r.reason);
      g = r.state;
      expect(g.over === null).toBe(i < 5);
    }
    expect(g.over?.reason).toBe('scoreless');
    expect(g.scores.you).toBeLessThan(0);
    expect(winner(g)).not.toBeUndefined();
    expect(passTurn(g).ok).toBe(false);
  });

  test('going out with an empty bag ends the game: the other rack is added and deducted', () => {
    const base = newGame('s3', 'easy');
    const state: GameState = { ...base, racks: { you: 'CAT', computer: 'Q' }, bag: '' };
    const r = playTiles(state, across('CAT', CENTRE));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.over).toEqual({ reason: 'out', adjustments: { you: 10, computer: -10 } });
    expect(r.state.scores).toEqual({ you: 20, computer: -10 });
    expect(winner(r.state)).toBe('you');
  });

  test('rack order, and saves that do not add up are refused', () => {
    const g = newGame('s4', 'easy');
    const reversed = [...g.racks.you].reverse().join('');
    expect(arrangeRack(g, reversed).racks.you).toBe(reversed);
    expect(arrangeRack(g, 'ZZZZZZZ')).toBe(g);
    expect(isGameState({ ...g, bag: g.bag.slice(1) })).toBe(false);
    expect(isGameState({ ...g, board: 'x' })).toBe(false);
    expect(isGameState({ ...g, level: 'insane' })).toBe(false);
    expect(isGameState(null)).toBe(false);
    const played = { ...g, board: g.board.slice(0, SIZE) + 'A' + g.board.slice(SIZE + 1) };
    expect(isGameState(played)).toBe(false);
  });
});
