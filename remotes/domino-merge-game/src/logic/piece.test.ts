import { boardFromRows, emptyBoard } from './board';
import { clampPlacement, fits, fitsAnywhere, fittingPlacements, pieceCells, rotate } from './piece';

describe('pieces', () => {
  it('turns a domino clockwise around its first tile: right, below, left, above', () => {
    const anchor = { row: 2, col: 2 };
    const seconds = [0, 1, 2, 3].map((r) => pieceCells([1, 2], { anchor, rotation: r as 0 | 1 | 2 | 3 })[1]);
    expect(seconds).toEqual([
      { row: 2, col: 3 },
      { row: 3, col: 2 },
      { row: 2, col: 1 },
      { row: 1, col: 2 },
    ]);
    expect(rotate(0)).toBe(1);
    expect(rotate(3)).toBe(0);
  });

  it('a single tile covers its anchor only', () => {
    expect(pieceCells([4], { anchor: { row: 1, col: 1 }, rotation: 2 })).toEqual([{ row: 1, col: 1 }]);
  });

  it('fits only on empty cells inside the board', () => {
    const board = boardFromRows(['.1...', '.....', '.....', '.....', '.....']);
    expect(fits(board, [2, 3], { anchor: { row: 0, col: 0 }, rotation: 0 })).toBe(false);
    expect(fits(board, [2, 3], { anchor: { row: 0, col: 0 }, rotation: 1 })).toBe(true);
    expect(fits(board, [2, 3], { anchor: { row: 0, col: 4 }, rotation: 0 })).toBe(false);
    expect(fits(board, [2, 3], { anchor: { row: 0, col: 0 }, rotation: 3 })).toBe(false);
    expect(fits(board, [2], { anchor: { row: 0, col: 1 }, rotation: 0 })).toBe(false);
  });

  it('clamps a ghost back onto the board after a turn', () => {
    expect(clampPlacement([1, 2], { anchor: { row: 4, col: 4 }, rotation: 0 })).toEqual({ anchor: { row: 4, col: 3 }, rotation: 0 });
    expect(clampPlacement([1, 2], { anchor: { row: 4, col: 4 }, rotation: 1 })).toEqual({ anchor: { row: 3, col: 4 }, rotation: 1 });
    expect(clampPlacement([1, 2], { anchor: { row: 0, col: 0 }, rotation: 2 })).toEqual({ anchor: { row: 0, col: 1 }, rotation: 2 });
    expect(clampPlacement([1, 2], { anchor: { row: 0, col: 0 }, rotation: 3 })).toEqual({ anchor: { row: 1, col: 0 }, rotation: 3 });
    expect(clampPlacement([1], { anchor: { row: 4, col: 4 }, rotation: 0 })).toEqual({ anchor: { row: 4, col: 4 }, rotation: 0 });
  });

  it('knows whether a piece fits anywhere', () => {
    const checker = boardFromRows(['1.1.1', '.1.1.', '1.1.1', '.1.1.', '1.1.1']);
    expect(fitsAnywhere(checker, [2])).toBe(true);
    expect(fitsAnywhere(checker, [2, 3])).toBe(false);
    expect(fittingPlacements(checker, [2, 3])).toEqual([]);
    const full = boardFromRows(['12121', '21212', '12121', '21212', '1212.']);
    expect(fitsAnywhere(full, [2])).toBe(true);
    const allFull = boardFromRows(['12121', '21212', '12121', '21212', '12121']);
    expect(fitsAnywhere(allFull, [2])).toBe(false);
    const pair = boardFromRows(['12121', '21212', '12121', '21212', '121..']);
    expect(fitsAnywhere(pair, [2, 3])).toBe(true);
    expect(fittingPlacements(pair, [2, 3])).toHaveLength(2);
    expect(fittingPlacements(emptyBoard(), [2, 3])).toHaveLength(2 * 2 * 5 * 4);
  });
});
