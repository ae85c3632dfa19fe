import { newGame, playChain } from './game';
import { isSavedGame } from './serialize';

describe('saved games', () => {
  it('accepts a game as saved, through JSON', () => {
    const game = newGame('save');
    expect(isSavedGame(JSON.parse(JSON.stringify(game)))).toBe(true);
    const moved = playChain(game, [0, 1]) ?? playChain(game, [0, 5]) ?? playChain(game, [0, 6]);
    if (moved) expect(isSavedGame(JSON.parse(JSON.stringify(moved.state)))).toBe(true);
  });

  it('rejects broken or old saves', () => {
    const game = newGame('save');
    expect(isSavedGame(null)).toBe(false);
    expect(isSavedGame({ savedBy: 'an older release' })).toBe(false);
    expect(isSavedGame({ ...game, cells: game.cells.slice(1) })).toBe(false);
    expect(isSavedGame({ ...game, cells: [3, ...game.cells.slice(1)] })).toBe(false);
    expect(isSavedGame({ ...game, cells: [0, ...game.cells.slice(1)] })).toBe(false);
    expect(isSavedGame({ ...game, score: -1 })).toBe(false);
    expect(isSavedGame({ ...game, history: 'x' })).toBe(false);
    expect(isSavedGame({ ...game, seed: 'x'.repeat(500) })).toBe(false);
  });
});
