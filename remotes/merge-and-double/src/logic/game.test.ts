import { CELL_COUNT, indexOf } from './board';
import { canDrop, canUndo, drop, isOver, newGame, undo, type GameState } from './game';
import { isSavedGame } from './serialize';
import { boardFrom, EMPTY_ROW } from './testBoards';

const E = EMPTY_ROW;
const withBoard = (cells: number[], queue: number[], extra: Partial<GameState> = {}): GameState => ({ ...newGame('test'), cells, queue, ...extra });

/** Full columns with no equal neighbours anywhere: rows alternate two patterns. */
const fullRows = (a: number[], b: number[]) => Array.from({ length: 7 }, (_, row) => (row % 2 ? b : a));

describe('a game', () => {
  it('starts empty with three blocks from 2…8 waiting, the same for the same seed', () => {
    const game = newGame('seed');
    expect(game.cells.every((v) => v === 0)).toBe(true);
    expect(game.queue).toHaveLength(3);
    expect(game.queue.every((v) => [2, 4, 8].includes(v))).toBe(true);
    expect(newGame('seed')).toEqual(game);
  });

  it('drops the block onto the column, scores merges and moves the queue on', () => {
    const game = withBoard(boardFrom([E, E, E, E, E, E, [0, 0, 4, 0, 0]]), [4, 2, 8]);
    const result = drop(game, 2)!;
    expect(result.landed).toBe(indexOf(5, 2));
    expect(result.placed[indexOf(5, 2)]).toBe(4);
    expect(result.state.cells[indexOf(6, 2)]).toBe(8);
    expect(result.state.score).toBe(8);
    expect(result.state.queue.slice(0, 2)).toEqual([2, 8]);
    expect(result.state.bestTile).toBe(8);
    expect(canUndo(result.state)).toBe(true);
    // Same seed, same drop, same next block.
    expect(drop(game, 2)!.state.queue).toEqual(result.state.queue);
  });

  it('lands a block in an empty column at the bottom', () => {
    const result = drop(withBoard(new Array(CELL_COUNT).fill(0), [2, 4, 8]), 0)!;
    expect(result.state.cells[indexOf(6, 0)]).toBe(2);
    expect(result.steps).toEqual([]);
  });

  it('refuses a full column unless its top block is equal, which merges', () => {
    const cells = boardFrom(fullRows([2, 4, 2, 4, 2], [8, 16, 8, 16, 8]).map((row, r) => (r === 0 ? [0, 0, 0, 0, 0] : row)));
    // Row 0 empty: columns have room.
    expect(canDrop(cells, 0, 64)).toBe(true);
    const full = boardFrom(fullRows([2, 4, 2, 4, 2], [8, 16, 8, 16, 8]));
    expect(canDrop(full, 0, 64)).toBe(false);
    expect(canDrop(full, 0, 2)).toBe(true); // the top of column 0 is a 2
    const game = withBoard(full, [2, 2, 2]);
    const result = drop(game, 0)!;
    expect(result.steps[0].value).toBe(4);
    expect(result.state.score).toBeGreaterThanOrEqual(4);
    expect(drop(withBoard(full, [64, 2, 2]), 0)).toBeNull();
  });

  it('is over when the block fits no column', () => {
    const full = boardFrom(fullRows([2, 4, 2, 4, 2], [8, 16, 8, 16, 8]));
    expect(isOver(withBoard(full, [64, 2, 2]))).toBe(true);
    expect(isOver(withBoard(full, [4, 2, 2]))).toBe(false);
    expect(drop(withBoard(full, [64, 2, 2]), 1)).toBeNull();
  });

  it('ends the round when the last free cell is filled and the next block fits nowhere', () => {
    const rows = fullRows([2, 4, 2, 4, 2], [8, 16, 8, 16, 8]);
    rows[0] = [32, 64, 32, 64, 0];
    const game = withBoard(boardFrom(rows), [32, 128, 2]);
    const result = drop(game, 4)!;
    expect(result.state.cells[indexOf(0, 4)]).toBe(32);
    expect(isOver(result.state)).toBe(true);
  });

  it('undoes a drop and marks the game as one with undo', () => {
    const game = newGame('undo');
    const played = drop(game, 3)!.state;
    const back = undo(played);
    expect(back.cells).toEqual(game.cells);
    expect(back.queue).toEqual(game.queue);
    expect(back.undoUsed).toBe(true);
    expect(undo(back)).toBe(back);
  });

  it('plays 50 seeded games to their end, always saving a valid game', () => {
    for (let i = 0; i < 50; i++) {
      let game = newGame(`round-${i}`);
      for (let turn = 0; turn < 400 && !isOver(game); turn++) {
        const col = [0, 1, 2, 3, 4].find((c) => canDrop(game.cells, c, game.queue[0]) && (turn + c) % 2 === 0) ?? [0, 1, 2, 3, 4].find((c) => canDrop(game.cells, c, game.queue[0]))!;
        game = drop(game, col)!.state;
        expect(game.cells.every((v) => v === 0 || (v >= 2 && (v & (v - 1)) === 0))).toBe(true);
      }
      expect(isSavedGame(JSON.parse(JSON.stringify(game)))).toBe(true);
    }
  });
});

describe('saved games', () => {
  it('rejects broken, floating or old saves', () => {
    const game = newGame('save');
    expect(isSavedGame(JSON.parse(JSON.stringify(game)))).toBe(true);
    expect(isSavedGame({ savedBy: 'an older release' })).toBe(false);
    const floating = game.cells.slice();
    floating[0] = 2; // a block in the air
    expect(isSavedGame({ ...game, cells: floating })).toBe(false);
    expect(isSavedGame({ ...game, queue: [2, 4] })).toBe(false);
    expect(isSavedGame({ ...game, queue: [3, 4, 8] })).toBe(false);
    expect(isSavedGame({ ...game, history: [{}] })).toBe(false);
  });
});
