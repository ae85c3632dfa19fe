import { CENTRE, EMPTY_BOARD, SIZE } from './board';
import { applyPlacements, checkPlacement, tilesUsed, type Placement } from './placement';

const across = (word: string, square: number): Placement[] => [...word].map((letter, i) => ({ square: square + i, letter }));
const down = (word: string, square: number): Placement[] => [...word].map((letter, i) => ({ square: square + i * SIZE, letter }));
const ok = (board: string, placements: Placement[]) => {
  const check = checkPlacement(board, placements);
  if (!check.ok) throw new Error(check.reason);
  return check;
};

describe('placement', () => {
  test('the first word covers the centre (double word)', () => {
    expect(checkPlacement(EMPTY_BOARD, across('CAT', 0))).toEqual({ ok: false, reason: expect.stringContaining('centre') });
    const cat = ok(EMPTY_BOARD, across('CAT', CENTRE));
    expect(cat.words.map((w) => w.word)).toEqual(['CAT']);
    expect(cat.score).toBe((3 + 1 + 1) * 2);
    expect(checkPlacement(EMPTY_BOARD, across('A', CENTRE)).ok).toBe(false);
  });

  test('one line, no gaps, connected', () => {
    const board = applyPlacements(EMPTY_BOARD, across('CAT', CENTRE));
    expect(checkPlacement(board, [{ square: 0, letter: 'A' }, { square: SIZE + 1, letter: 'B' }])).toMatchObject({ ok: false, reason: expect.stringContaining('one row') });
    expect(checkPlacement(board, [{ square: 0, letter: 'A' }, { square: 2, letter: 'B' }])).toMatchObject({ ok: false, reason: expect.stringContaining('gaps') });
    expect(checkPlacement(board, across('DOG', 0))).toMatchObject({ ok: false, reason: expect.stringContaining('Connect') });
    expect(checkPlacement(board, [{ square: CENTRE, letter: 'A' }])).toMatchObject({ ok: false, reason: expect.stringContaining('taken') });
    // Gaps filled by tiles on the board are fine: S + CAT + S → "SCATS" through the existing word.
    const scats = ok(board, [{ square: CENTRE - 1, letter: 'S' }, { square: CENTRE + 3, letter: 'S' }]);
    expect(scats.words.map((w) => w.word)).toEqual(['SCATS']);
  });

  test('cross-words are scored, premiums only under new tiles', () => {
    // CAT on H8–J8; then "AT" down from I7 (A on I7) makes "AA"? Use a hook: S after CAT and "SO" down.
    const board = applyPlacements(EMPTY_BOARD, across('CAT', CENTRE));
    const play = ok(board, down('SO', CENTRE + 3));
    expect(play.direction).toBe('down');
    expect(play.words.map((w) => w.word)).toEqual(['SO', 'CATS']);
    // CATS: C3 A1 T1 S1 (S on K8: no premium in our layout) = 6, SO = 2 (+ any premium under S or O).
    expect(play.score).toBe(play.words[0].score + 6);
    const single = ok(board, [{ square: CENTRE + 3, letter: 's' }]);
    expect(single.words.map((w) => w.word)).toEqual(['CATS']);
    expect(single.score).toBe(5);
  });

  test('+50 for all seven tiles; blanks count as "?"', () => {
    const play = ok(EMPTY_BOARD, across('RETAiNS', CENTRE - 3));
    expect(play.bingo).toBe(true);
    expect(play.score).toBeGreaterThanOrEqual(50);
    expect(tilesUsed(across('RETAiNS', 0))).toBe('RETA?NS');
  });
});
