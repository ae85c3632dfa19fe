import { CELL_COUNT, indexOf, isPowerOfTwo } from './board';
import { canUndo, hammer, isOver, isStuck, newGame, playChain, shuffle, undo, type GameState } from './game';
import { hasMove } from './moves';
import { boardFrom, stuckBoard } from './testBoards';

const withCells = (cells: number[], extra: Partial<GameState> = {}): GameState => ({ ...newGame('test'), cells, bestTile: Math.max(...cells), ...extra });

describe('a game', () => {
  it('deals a full board of 2…16 with a move, the same for the same seed', () => {
    const game = newGame('seed-1');
    expect(game.cells).toHaveLength(CELL_COUNT);
    expect(game.cells.every((v) => [2, 4, 8, 16].includes(v))).toBe(true);
    expect(hasMove(game.cells)).toBe(true);
    expect(newGame('seed-1').cells).toEqual(game.cells);
    expect(newGame('seed-2').cells).not.toEqual(game.cells);
  });

  it('deals a playable board for 50 seeds', () => {
    for (let i = 0; i < 50; i++) expect(hasMove(newGame(`s${i}`).cells)).toBe(true);
  });

  it('collapses a chain into its last cell, scores its value, drops the column and refills', () => {
    const cells = stuckBoard();
    // Column 0 from the top: 2, 32, 2, 32…; make (6,0) and (7,0) 4 and 4, and (6,1) an 8.
    cells[indexOf(6, 0)] = 4;
    cells[indexOf(7, 0)] = 4;
    cells[indexOf(6, 1)] = 8;
    const game = withCells(cells);
    const result = playChain(game, [indexOf(6, 0), indexOf(7, 0), indexOf(6, 1)])!;
    expect(result.value).toBe(16); // 4+4+8
    const after = result.state;
    expect(after.score).toBe(16);
    expect(after.cells[indexOf(6, 1)]).toBe(16);
    // Column 0 lost two tiles: everything above fell two rows, two new tiles came in at the top.
    expect(after.cells[indexOf(7, 0)]).toBe(cells[indexOf(5, 0)]);
    expect(after.cells[indexOf(2, 0)]).toBe(cells[indexOf(0, 0)]);
    expect(after.cells.every(isPowerOfTwo)).toBe(true);
    expect(after.moveCount).toBe(1);
    expect(canUndo(after)).toBe(true);
    // Same seed, same move, same new tiles.
    expect(playChain(game, [indexOf(6, 0), indexOf(7, 0), indexOf(6, 1)])!.state.cells).toEqual(after.cells);
  });

  it('refuses an invalid chain', () => {
    expect(playChain(withCells(stuckBoard()), [0, 1])).toBeNull();
    expect(playChain(withCells(stuckBoard()), [0])).toBeNull();
  });

  it('retires the smallest value when a 2048 is made, removing its tiles', () => {
    const rows = [
      [1024, 1024, 4, 8, 16],
      [2, 8, 16, 4, 8],
      [8, 16, 4, 8, 16],
      [16, 4, 8, 16, 4],
      [4, 8, 16, 4, 8],
      [8, 16, 4, 8, 16],
      [16, 4, 8, 16, 4],
      [4, 2, 16, 2, 8],
    ];
    const result = playChain(withCells(boardFrom(rows)), [0, 1])!;
    expect(result.value).toBe(2048);
    expect(result.retired).toBe(2);
    expect(result.state.minExp).toBe(2);
    expect(result.state.cells).not.toContain(2);
    expect(result.state.bestTile).toBe(2048);
    // A new largest tile from 512 up earns a booster of each kind.
    expect(result.state.shuffles).toBe(2);
    expect(result.state.hammers).toBe(2);
  });

  it('is stuck with no pair, and over only when no booster is left', () => {
    const stuck = withCells(stuckBoard());
    expect(isStuck(stuck)).toBe(true);
    expect(isOver(stuck)).toBe(false);
    expect(isOver({ ...stuck, shuffles: 0, hammers: 0 })).toBe(true);
  });

  it('rescues a stuck board by shuffle: same tiles, a move, one shuffle used', () => {
    const cells = stuckBoard();
    cells[0] = 1024; // keep a pair possible after shuffling: the values repeat across the board
    const stuck = withCells(cells);
    const shuffled = shuffle(stuck)!;
    expect(shuffled.shuffles).toBe(0);
    expect([...shuffled.cells].sort((a, b) => a - b)).toEqual([...cells].sort((a, b) => a - b));
    expect(hasMove(shuffled.cells)).toBe(true);
    expect(shuffle(shuffled)).toBeNull();
  });

  it('smashes one tile with the hammer', () => {
    const stuck = withCells(stuckBoard());
    const smashed = hammer(stuck, indexOf(7, 0))!;
    expect(smashed.hammers).toBe(0);
    expect(smashed.cells[indexOf(7, 0)]).toBe(stuck.cells[indexOf(6, 0)]);
    expect(smashed.score).toBe(0);
    expect(hammer(smashed, 0)).toBeNull();
  });

  it('undoes a move and marks the game as one with undo', () => {
    const game = newGame('undo');
    const pair = (() => {
      for (let a = 0; a < CELL_COUNT; a++) for (let b = a + 1; b < CELL_COUNT; b++) if (playChain(game, [a, b])) return [a, b];
      return null;
    })()!;
    const played = playChain(game, pair)!.state;
    const back = undo(played);
    expect(back.cells).toEqual(game.cells);
    expect(back.score).toBe(0);
    expect(back.undoUsed).toBe(true);
    expect(canUndo(back)).toBe(false);
    expect(undo(back)).toBe(back);
  });
});
