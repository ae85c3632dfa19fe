import { firstPair, hasMove } from './moves';
import { stuckBoard } from './testBoards';

describe('game over detection', () => {
  it('finds no move when no two neighbours are equal', () => {
    expect(hasMove(stuckBoard())).toBe(false);
    expect(firstPair(stuckBoard())).toBeNull();
  });

  it('finds a move from one equal pair, diagonal included', () => {
    const cells = stuckBoard();
    cells[6] = cells[0]; // (1,1) gets the value of (0,0): a diagonal pair
    expect(hasMove(cells)).toBe(true);
    expect(firstPair(cells)).toEqual([0, 6]);
  });

  it('does not pair across the end of a row', () => {
    const cells = stuckBoard();
    // (0,4) is 2 and (1,0) is 32; make (1,0) a 2: they are not neighbours.
    cells[5] = 2;
    cells[6] = 1024;
    expect(firstPair(cells)?.includes(4) ?? false).toBe(false);
  });
});
