import { cellOf, isDarkSquare, squareAt } from './orientation';

describe('board orientation', () => {
  it('draws a8 top left for white and h1 top left for black', () => {
    expect(squareAt(0, 0, 'w')).toBe('a8');
    expect(squareAt(7, 7, 'w')).toBe('h1');
    expect(squareAt(0, 0, 'b')).toBe('h1');
    expect(squareAt(6, 4, 'w')).toBe('e2');
    expect(squareAt(6, 3, 'b')).toBe('e7');
  });

  it('finds the cell of every square again, both ways round', () => {
    for (const orientation of ['w', 'b'] as const) {
      for (let row = 0; row < 8; row++) {
        for (let col = 0; col < 8; col++) expect(cellOf(squareAt(row, col, orientation), orientation)).toEqual({ row, col });
      }
    }
  });

  it('colours a1 dark and h1 light', () => {
    expect(isDarkSquare('a1')).toBe(true);
    expect(isDarkSquare('h1')).toBe(false);
    expect(isDarkSquare('e4')).toBe(false);
  });
});
