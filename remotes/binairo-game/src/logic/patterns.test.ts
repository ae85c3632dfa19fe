import { hasTriple, linePatterns, popcount, validLineTable } from './patterns';

describe('line patterns', () => {
  it('lists every balanced line without three alike in a row', () => {
    // 6 cells: the 20 balanced lines less the six with 111 or 000 inside.
    expect(linePatterns(6)).toHaveLength(14);
    for (const size of [6, 8, 10, 12, 14]) {
      const full = (1 << size) - 1;
      for (const pattern of linePatterns(size)) {
        expect(popcount(pattern)).toBe(size / 2);
        expect(hasTriple(pattern) || hasTriple(~pattern & full)).toBe(false);
      }
    }
  });

  it('keeps a lookup table that agrees with the list', () => {
    const table = validLineTable(8);
    const listed = new Set(linePatterns(8));
    for (let mask = 0; mask < 256; mask++) expect(table[mask] === 1).toBe(listed.has(mask));
  });

  it('spots three alike side by side', () => {
    expect(hasTriple(0b0111)).toBe(true);
    expect(hasTriple(0b1101)).toBe(false);
  });
});
