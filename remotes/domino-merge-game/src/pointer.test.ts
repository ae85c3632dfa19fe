import { placementAtPoint } from './pointer';

// A 250 px grid at (100, 100): 50 px cells.
const grid = { left: 100, top: 100, width: 250, height: 250 } as DOMRect;
const centreOf = (row: number, col: number) => [100 + col * 50 + 25, 100 + row * 50 + 25] as const;

describe('placementAtPoint', () => {
  it('puts the first tile on the tapped cell, pulled onto the board', () => {
    expect(placementAtPoint(grid, ...centreOf(1, 2), [1, 2], 0, { hold: 'first' })).toEqual({ anchor: { row: 1, col: 2 }, rotation: 0 });
    expect(placementAtPoint(grid, ...centreOf(1, 4), [1, 2], 0, { hold: 'first' })).toEqual({ anchor: { row: 1, col: 3 }, rotation: 0 });
    expect(placementAtPoint(grid, ...centreOf(0, 0), [1, 2], 3, { hold: 'first' })).toEqual({ anchor: { row: 1, col: 0 }, rotation: 3 });
  });

  it('puts a dragged piece’s middle under the pointer', () => {
    // Between the centres of (2,1) and (2,2): a horizontal domino covers both.
    expect(placementAtPoint(grid, 100 + 100, 100 + 125, [1, 2], 0, { hold: 'centre' })).toEqual({ anchor: { row: 2, col: 1 }, rotation: 0 });
    expect(placementAtPoint(grid, 100 + 100, 100 + 125, [1, 2], 2, { hold: 'centre' })).toEqual({ anchor: { row: 2, col: 2 }, rotation: 2 });
    expect(placementAtPoint(grid, ...centreOf(3, 3), [4], 0, { hold: 'centre' })).toEqual({ anchor: { row: 3, col: 3 }, rotation: 0 });
    // Lifted a cell above the finger.
    expect(placementAtPoint(grid, ...centreOf(3, 3), [4], 0, { hold: 'centre', liftCells: 1 })).toEqual({ anchor: { row: 2, col: 3 }, rotation: 0 });
  });

  it('is null well off the board', () => {
    expect(placementAtPoint(grid, 10, 10, [1], 0, { hold: 'first' })).toBeNull();
    expect(placementAtPoint(grid, 200, 400, [1], 0, { hold: 'centre' })).toBeNull();
  });
});
