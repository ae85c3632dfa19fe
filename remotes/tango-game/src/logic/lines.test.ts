import { buildLines, linePatterns, patternKeepsSigns, popcount } from './lines';

describe('linePatterns', () => {
  it('lists the 14 valid 6-cell lines: three suns, never three in a row', () => {
    const patterns = linePatterns(6);
    expect(patterns).toHaveLength(14);
    for (const pattern of patterns) {
      expect(popcount(pattern)).toBe(3);
      const text = pattern.toString(2).padStart(6, '0');
      expect(text).not.toMatch(/111|000/);
    }
  });

  it('keeps 8×8 lines too', () => {
    expect(linePatterns(8).every((pattern) => popcount(pattern) === 4)).toBe(true);
  });
});

describe('buildLines', () => {
  it('puts signs on their row or column as bits between positions', () => {
    const lines = buildLines(6, [
      { row: 1, col: 2, direction: 'right', kind: 'equal' },
      { row: 3, col: 4, direction: 'down', kind: 'opposite' },
    ]);
    expect(lines).toHaveLength(12);
    expect(lines[1]).toMatchObject({ name: 'Row 2', equalBits: 1 << 2, oppositeBits: 0 });
    expect(lines[6 + 4]).toMatchObject({ name: 'Column 5', equalBits: 0, oppositeBits: 1 << 3 });
    expect(lines[6 + 4].cells).toEqual([4, 10, 16, 22, 28, 34]);
  });
});

describe('patternKeepsSigns', () => {
  it('checks = and × between neighbours', () => {
    // Positions 0..5 = sun sun moon sun moon moon (bit i = position i).
    const pattern = 0b001011;
    expect(patternKeepsSigns(pattern, 1 << 0, 0)).toBe(true);
    expect(patternKeepsSigns(pattern, 1 << 1, 0)).toBe(false);
    expect(patternKeepsSigns(pattern, 0, 1 << 1)).toBe(true);
    expect(patternKeepsSigns(pattern, 0, 1 << 4)).toBe(false);
  });
});
