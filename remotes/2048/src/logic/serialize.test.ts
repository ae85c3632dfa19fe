import { gridValues } from './grid';
import { move, newGame, undo } from './game';
import { DIRECTIONS } from './move';
import { fromSaved, isSavedGame, toSaved } from './serialize';

function playedGame() {
  let game = newGame(5, 'save-me');
  for (let i = 0; i < 12; i++) game = move(game, DIRECTIONS[i % 4]);
  return undo(game);
}

describe('saving a game', () => {
  it('round-trips through JSON', () => {
    const game = playedGame();
    const saved = JSON.parse(JSON.stringify(toSaved(game)));
    expect(isSavedGame(saved)).toBe(true);
    const restored = fromSaved(saved);
    expect(gridValues(restored.grid)).toEqual(gridValues(game.grid));
    expect(restored).toMatchObject({
      size: 5,
      score: game.score,
      seed: 'save-me',
      moveCount: game.moveCount,
      undoUsed: true,
      over: game.over,
      won: false,
    });
    expect(restored.history).toEqual(game.history);
    // The restored game continues exactly as the original would.
    const direction = DIRECTIONS.find((d) => move(game, d) !== game)!;
    expect(gridValues(move(restored, direction).grid)).toEqual(gridValues(move(game, direction).grid));
  });

  it('numbers tiles uniquely after loading', () => {
    const restored = fromSaved(toSaved(playedGame()));
    const ids = restored.grid.cells.filter(Boolean).map((tile) => tile!.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(restored.nextId).toBeGreaterThan(Math.max(...ids));
  });

  const valid = () => JSON.parse(JSON.stringify(toSaved(playedGame())));

  it.each([
    ['null', () => null],
    ['a string', () => 'game'],
    ['an unknown size', () => ({ ...valid(), size: 7 })],
    ['the wrong number of cells', () => ({ ...valid(), values: [2, 0, 0] })],
    ['a value that is not a power of two', () => ({ ...valid(), values: [3, ...valid().values.slice(1)] })],
    ['a negative score', () => ({ ...valid(), score: -4 })],
    ['a fractional move count', () => ({ ...valid(), moveCount: 1.5 })],
    ['an empty board', () => ({ ...valid(), values: new Array(25).fill(0) })],
    ['keep going without a win', () => ({ ...valid(), keepPlaying: true, won: false })],
    ['a missing seed', () => ({ ...valid(), seed: undefined })],
    ['a corrupt history entry', () => ({ ...valid(), history: [{ values: [1] }] })],
    ['history that is not an array', () => ({ ...valid(), history: {} })],
    ['too much history', () => ({ ...valid(), history: new Array(21).fill(valid().history[0]) })],
  ])('rejects %s', (_, make) => {
    expect(isSavedGame(make())).toBe(false);
  });
});
