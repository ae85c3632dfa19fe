import { cellsBetween, isMovementKey, moveCursor, sameCell } from './grid-cursor';

describe('moveCursor', () => {
  it('moves one cell per arrow key', () => {
    const start = { row: 2, col: 2 };
    expect(moveCursor(start, 'ArrowUp', 5, 5)).toEqual({ row: 1, col: 2 });
    expect(moveCursor(start, 'ArrowDown', 5, 5)).toEqual({ row: 3, col: 2 });
    expect(moveCursor(start, 'ArrowLeft', 5, 5)).toEqual({ row: 2, col: 1 });
    expect(moveCursor(start, 'ArrowRight', 5, 5)).toEqual({ row: 2, col: 3 });
  });

  it('clamps at the edges instead of wrapping', () => {
    expect(moveCursor({ row: 0, col: 0 }, 'ArrowUp', 3, 4)).toEqual({ row: 0, col: 0 });
    expect(moveCursor({ row: 0, col: 0 }, 'ArrowLeft', 3, 4)).toEqual({ row: 0, col: 0 });
    expect(moveCursor({ row: 2, col: 3 }, 'ArrowDown', 3, 4)).toEqual({ row: 2, col: 3 });
    expect(moveCursor({ row: 2, col: 3 }, 'ArrowRight', 3, 4)).toEqual({ row: 2, col: 3 });
  });

  it('returns null for keys that do not move', () => {
    expect(moveCursor({ row: 0, col: 0 }, 'Enter', 3, 3)).toBeNull();
    expect(moveCursor({ row: 0, col: 0 }, 'x', 3, 3)).toBeNull();
    expect(isMovementKey('ArrowLeft')).toBe(true);
    expect(isMovementKey('toString')).toBe(false);
  });
});

describe('cellsBetween', () => {
  it('fills the straight-line gap and ends on the target', () => {
    expect(cellsBetween({ row: 0, col: 0 }, { row: 0, col: 3 })).toEqual([
      { row: 0, col: 1 },
      { row: 0, col: 2 },
      { row: 0, col: 3 },
    ]);
    expect(cellsBetween({ row: 3, col: 1 }, { row: 1, col: 1 })).toEqual([
      { row: 2, col: 1 },
      { row: 1, col: 1 },
    ]);
  });

  it('walks rows then columns for a diagonal jump so every step is to an adjacent cell', () => {
    expect(cellsBetween({ row: 0, col: 0 }, { row: 1, col: 1 })).toEqual([
      { row: 1, col: 0 },
      { row: 1, col: 1 },
    ]);
  });

  it('is empty for the same cell', () => {
    expect(cellsBetween({ row: 1, col: 1 }, { row: 1, col: 1 })).toEqual([]);
    expect(sameCell({ row: 1, col: 1 }, { row: 1, col: 1 })).toBe(true);
    expect(sameCell({ row: 1, col: 1 }, null)).toBe(false);
  });
});
