import { isMode, modeSpec, padCount, stepTiming } from './modes';

describe('modes', () => {
  it('has four slow pads, a 3×3 grid, a fast 4×4 grid and a reverse mode', () => {
    expect(padCount('simon')).toBe(4);
    expect(padCount('grid9')).toBe(9);
    expect(padCount('grid16')).toBe(16);
    expect(modeSpec('reverse').reverse).toBe(true);
    expect(modeSpec('grid16').onMs).toBeLessThan(modeSpec('simon').onMs);
    expect(isMode('grid9')).toBe(true);
    expect(isMode('x')).toBe(false);
    expect(modeSpec('x').value).toBe('simon');
  });

  it('plays slower with longer pauses under reduced motion', () => {
    const normal = stepTiming('grid9', false);
    const calm = stepTiming('grid9', true);
    expect(calm.onMs).toBeGreaterThan(normal.onMs);
    expect(calm.gapMs).toBeGreaterThan(normal.gapMs);
  });
});
