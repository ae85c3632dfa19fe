import { combinations, comboLines, digitsOfMask } from './combos';

describe('combination tables', () => {
  it('knows the unique combinations', () => {
    expect(combinations(2, 3).map(digitsOfMask)).toEqual([[1, 2]]);
    expect(combinations(2, 17).map(digitsOfMask)).toEqual([[8, 9]]);
    expect(combinations(9, 45).map(digitsOfMask)).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9]]);
  });

  it('lists every combination', () => {
    expect(combinations(2, 10).map(digitsOfMask).sort()).toEqual([[1, 9], [2, 8], [3, 7], [4, 6]]);
    expect(combinations(3, 6).map(digitsOfMask)).toEqual([[1, 2, 3]]);
    expect(combinations(2, 18)).toEqual([]);
    expect(combinations(1, 5)).toHaveLength(1);
  });

  it('strikes combinations ruled out by placed digits', () => {
    const lines = comboLines(2, 10, [3, 0]);
    expect(lines.filter((l) => !l.ruledOut).map((l) => l.digits)).toEqual([[3, 7]]);
    expect(lines).toHaveLength(4);
  });
});
