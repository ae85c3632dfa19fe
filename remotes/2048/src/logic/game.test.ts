import { gridFromValues, gridValues, tilesOf, type BoardSize } from './grid';
import { awaitingWinChoice, canUndo, HISTORY_LIMIT, keepGoing, move, newGame, undo, type GameState } from './game';
import { DIRECTIONS } from './move';

/** A game positioned on a chosen board. */
function gameWith(size: BoardSize, values: number[], extra: Partial<GameState> = {}): GameState {
  const { grid, nextId } = gridFromValues(size, values);
  return { ...newGame(size, 'fixture'), grid, nextId, ...extra };
}

describe('newGame', () => {
  it('starts with two tiles of 2 or 4, the same for the same seed', () => {
    const game = newGame(4, 'abc');
    const tiles = tilesOf(game.grid);
    expect(tiles).toHaveLength(2);
    tiles.forEach((tile) => expect([2, 4]).toContain(tile.value));
    expect(gridValues(newGame(4, 'abc').grid)).toEqual(gridValues(game.grid));
    expect(game).toMatchObject({ score: 0, moveCount: 0, won: false, over: false, undoUsed: false, history: [] });
  });

  it.each([3, 4, 5, 6] as const)('works on %i×%i', (size) => {
    expect(newGame(size, 's').grid.cells).toHaveLength(size * size);
  });
});

describe('move', () => {
  it('spawns exactly one tile after a move that changes the board, and adds merged values to the score', () => {
    const game = gameWith(4, [2, 2, 0, 0, ...new Array(12).fill(0)]);
    const next = move(game, 'left');
    expect(next.score).toBe(4);
    expect(tilesOf(next.grid)).toHaveLength(2);
    expect(next.moveCount).toBe(1);
    expect(tilesOf(next.grid).filter((tile) => tile.isNew)).toHaveLength(1);
  });

  it('returns the same state and spawns nothing when the move changes nothing', () => {
    const game = gameWith(4, [2, 4, 0, 0, ...new Array(12).fill(0)]);
    expect(move(game, 'left')).toBe(game);
    expect(move(game, 'up')).toBe(game);
  });

  it('replays identically from the same seed', () => {
    const playAll = () => DIRECTIONS.concat(DIRECTIONS, DIRECTIONS).reduce(move, newGame(4, 'replay'));
    expect(gridValues(playAll().grid)).toEqual(gridValues(playAll().grid));
  });

  it('detects game over after the spawn fills the last cell', () => {
    // After moving left the last cell fills with a 2 or 4; neither can merge here.
    const game = gameWith(4, [8, 16, 8, 16, 16, 8, 16, 8, 8, 16, 8, 16, 32, 64, 128, 0]);
    const next = move(game, 'right');
    expect(next.over).toBe(true);
    expect(move(next, 'left')).toBe(next);
  });
});

describe('winning and keep going', () => {
  it('marks the win, waits for a choice, then carries on after keep going', () => {
    const game = gameWith(4, [1024, 1024, ...new Array(14).fill(0)]);
    const won = move(game, 'left');
    expect(won.won).toBe(true);
    expect(awaitingWinChoice(won)).toBe(true);
    expect(won.score).toBe(2048);
    expect(move(won, 'right')).toBe(won);

    const going = keepGoing(won);
    expect(awaitingWinChoice(going)).toBe(false);
    expect(going.won).toBe(true);
    expect(move(going, 'right')).not.toBe(going);
  });

  it('wins at 512 on 3×3', () => {
    expect(move(gameWith(3, [256, 256, 0, 0, 0, 0, 0, 0, 0]), 'left').won).toBe(true);
  });
});

describe('undo', () => {
  it('restores the previous board and score and marks the game as undo used', () => {
    const game = gameWith(4, [2, 2, 4, 0, ...new Array(12).fill(0)]);
    const moved = move(game, 'left');
    expect(canUndo(moved)).toBe(true);
    const back = undo(moved);
    expect(gridValues(back.grid)).toEqual(gridValues(game.grid));
    expect(back.score).toBe(0);
    expect(back.moveCount).toBe(0);
    expect(back.undoUsed).toBe(true);
    expect(canUndo(back)).toBe(false);
    expect(undo(back)).toBe(back);
  });

  it('gives fresh tile ids so restored tiles never reuse a live id', () => {
    const moved = move(gameWith(4, [2, 2, ...new Array(14).fill(0)]), 'left');
    const back = undo(moved);
    const ids = tilesOf(back.grid).map((tile) => tile.id);
    ids.forEach((id) => expect(id).toBeGreaterThanOrEqual(moved.nextId));
  });

  it('brings back the same spawn when the same move is replayed', () => {
    const game = newGame(4, 'undo-replay');
    const direction = DIRECTIONS.find((d) => move(game, d) !== game)!;
    const once = move(game, direction);
    const again = move(undo(once), direction);
    expect(gridValues(again.grid)).toEqual(gridValues(once.grid));
  });

  it('keeps at most HISTORY_LIMIT positions', () => {
    let game = newGame(5, 'long');
    for (let i = 0; i < 200 && !game.over; i++) game = move(game, DIRECTIONS[i % 4]);
    expect(game.moveCount).toBeGreaterThan(HISTORY_LIMIT);
    expect(game.history).toHaveLength(HISTORY_LIMIT);
  });

  it('leaves game over after undoing the last move', () => {
    const game = gameWith(4, [8, 16, 8, 16, 16, 8, 16, 8, 8, 16, 8, 16, 32, 64, 128, 0]);
    const over = move(game, 'right');
    expect(undo(over).over).toBe(false);
  });
});
