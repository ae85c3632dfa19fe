import { CENTRE, PREMIUMS, SIZE, squareName, transpose, transposeSquare } from './board';

describe('board', () => {
  test('the premium layout is symmetric in both axes and both diagonals', () => {
    for (let r = 0; r < SIZE; r++)
      for (let c = 0; c < SIZE; c++) {
        const p = PREMIUMS[r * SIZE + c];
        expect(PREMIUMS[r * SIZE + (14 - c)]).toBe(p);
        expect(PREMIUMS[(14 - r) * SIZE + c]).toBe(p);
        expect(PREMIUMS[c * SIZE + r]).toBe(p);
      }
  });

  test('classic counts, own places, a double-word centre', () => {
    const count = (p: string) => PREMIUMS.filter((x) => x === p).length;
    expect(PREMIUMS[CENTRE]).toBe('DW');
    expect([count('TW'), count('DW'), count('TL'), count('DL')]).toEqual([8, 17, 12, 24]);
    // Differs from the classic layout: no double letter at D1, a triple letter at G2.
    expect(PREMIUMS[3]).toBeNull();
    expect(PREMIUMS[SIZE + 6]).toBe('TL');
  });

  test('names and transposition', () => {
    expect(squareName(CENTRE)).toBe('H8');
    expect(squareName(0)).toBe('A1');
    const board = 'A' + '.'.repeat(SIZE * SIZE - 1);
    expect(transpose(transpose(board))).toBe(board);
    expect(transposeSquare(1)).toBe(SIZE);
  });
});
