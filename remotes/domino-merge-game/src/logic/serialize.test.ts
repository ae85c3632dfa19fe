import { boardFromRows } from './board';
import { gameFrom, newGame, place } from './game';
import { fittingPlacements } from './piece';
import { fromSaved, isSavedGame, toSaved } from './serialize';

describe('saved games', () => {
  it('round-trips a game in progress, undo included', () => {
    let game = newGame('save');
    for (let i = 0; i < 6; i++) game = place(game, fittingPlacements(game.board, game.piece)[i]);
    const saved = JSON.parse(JSON.stringify(toSaved(game)));
    expect(isSavedGame(saved)).toBe(true);
    const restored = fromSaved(saved);
    expect(restored.board).toEqual(game.board);
    expect(restored.piece).toEqual(game.piece);
    expect(restored.score).toBe(game.score);
    expect(restored.previous).toEqual(game.previous);
    expect(restored.over).toBe(game.over);
  });

  it('restores a finished game as finished', () => {
    const over = gameFrom('x', boardFromRows(['12121', '21212', '12121', '21212', '12121']), { turn: 30 });
    expect(fromSaved(toSaved(over)).over).toBe(true);
  });

  it('rejects broken or foreign data', () => {
    const good = toSaved(newGame('ok'));
    expect(isSavedGame(good)).toBe(true);
    for (const bad of [
      null,
      'x',
      { ...good, board: good.board.slice(1) },
      { ...good, board: good.board.map(() => 9) },
      { ...good, seed: '' },
      { ...good, score: -1 },
      { ...good, undosLeft: 99 },
      { ...good, previous: { board: [], score: 0, turn: 0, bestTile: 0 } },
      { savedBy: 'an older release' },
      { mode: 42, board: null },
    ]) {
      expect(isSavedGame(bad)).toBe(false);
    }
  });
});
