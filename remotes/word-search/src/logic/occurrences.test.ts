import { countOccurrences } from './occurrences';
import { gridLines } from './lines';

describe('countOccurrences', () => {
  test('counts forwards, backwards and diagonal readings', () => {
    const rows = ['CATS', 'AXXA', 'TXXC', 'SXXX'];
    // CAT →, CAT ↓, and TAC ← on row 2? no: row 2 reads TXXC. Column 3 reads S A C X: no.
    expect(countOccurrences(rows, 'CAT')).toBe(2);
    expect(countOccurrences(rows, 'TAC')).toBe(2);
    expect(countOccurrences(rows, 'DOG')).toBe(0);
  });

  test('a palindrome on the same cells counts once', () => {
    expect(countOccurrences(['LEVEL', 'XXXXX', 'XXXXX', 'XXXXX', 'XXXXX'], 'LEVEL')).toBe(1);
    expect(countOccurrences(['ABA', 'XXX', 'ABA'], 'ABA')).toBe(2);
  });
});

test('gridLines covers rows, columns and both diagonals', () => {
  // 4×4, lines of 3+: 4 rows + 4 columns + 3 + 3 diagonals.
  expect(gridLines(4)).toHaveLength(14);
  expect(gridLines(15).every((line) => line.length >= 3)).toBe(true);
});

test('the profanity filter sees words in a run of grid letters', async () => {
  // Sanity check that the filter the generator relies on works on letter runs, forwards only.
  const { offensiveSpans } = await import('./profanity');
  expect(offensiveSpans('XQFUCKQX')).not.toEqual([]);
  expect(offensiveSpans('PLANETSTAR')).toEqual([]);
});
