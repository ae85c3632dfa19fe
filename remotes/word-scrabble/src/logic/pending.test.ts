import { CENTRE, EMPTY_BOARD, SIZE } from './board';
import { applyPlacements } from './placement';
import { backspace, freeSquareFrom, pendingFromMove, placeTile, reorderRack, removeTile, typeLetter, toPlacements } from './pending';

describe('pending tiles', () => {
  test('typing walks across past taken squares and uses a blank when the letter is missing', () => {
    const board = applyPlacements(EMPTY_BOARD, [{ square: CENTRE + 1, letter: 'A' }]);
    const a = typeLetter(board, 'CT?', [], CENTRE, 'across', 'c')!;
    expect(a.pending).toEqual([{ square: CENTRE, rackIndex: 0, letter: 'C' }]);
    expect(a.cursor).toBe(CENTRE + 2);
    const b = typeLetter(board, 'CT?', a.pending, a.cursor, 'across', 't')!;
    const c = typeLetter(board, 'CT?', b.pending, b.cursor, 'across', 's')!;
    expect(toPlacements(c.pending)).toEqual([
      { square: CENTRE, letter: 'C' },
      { square: CENTRE + 2, letter: 'T' },
      { square: CENTRE + 3, letter: 's' },
    ]);
    expect(typeLetter(board, 'CT?', c.pending, c.cursor, 'across', 'x')).toBeNull();
    expect(typeLetter(board, 'CT?', [], CENTRE, 'across', '1')).toBeNull();
    expect(backspace(c.pending)).toEqual({ pending: b.pending, cursor: CENTRE + 3 });
    expect(backspace([])).toBeNull();
  });

  test('down, and the edge', () => {
    const t = typeLetter(EMPTY_BOARD, 'AB', [], 13 * SIZE, 'down', 'a')!;
    expect(t.cursor).toBe(14 * SIZE);
    const u = typeLetter(EMPTY_BOARD, 'AB', t.pending, t.cursor, 'down', 'b')!;
    expect(u.cursor).toBe(14 * SIZE);
    expect(freeSquareFrom(EMPTY_BOARD, u.pending, 14 * SIZE, 'down')).toBeNull();
  });

  test('placing, moving and removing a tile; reordering the rack keeps pending tiles with their tile', () => {
    let p = placeTile(EMPTY_BOARD, 'AB', [], 0, 5, 'A');
    p = placeTile(EMPTY_BOARD, 'AB', p, 0, 6, 'A');
    expect(p).toEqual([{ square: 6, rackIndex: 0, letter: 'A' }]);
    expect(removeTile(p, 6)).toEqual([]);
    expect(reorderRack('AB', p, [1, 0])).toEqual({ rack: 'BA', pending: [{ square: 6, rackIndex: 1, letter: 'A' }] });
  });

  test('a hinted move becomes pending tiles from distinct rack tiles, a blank for a lower-case letter', () => {
    expect(pendingFromMove('AABQ?XY', [
      { square: CENTRE, letter: 'A' },
      { square: CENTRE + 1, letter: 'A' },
      { square: CENTRE + 2, letter: 'h' },
    ])).toEqual([
      { square: CENTRE, rackIndex: 0, letter: 'A' },
      { square: CENTRE + 1, rackIndex: 1, letter: 'A' },
      { square: CENTRE + 2, rackIndex: 4, letter: 'h' },
    ]);
  });
});
