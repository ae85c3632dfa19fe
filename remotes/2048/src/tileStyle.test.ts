import { tileColourClass, tileFontSize } from './tileStyle';

describe('tile style', () => {
  it('uses the classic colour per value and a dark tile above 2048', () => {
    expect(tileColourClass(2)).toBe('g2048-v2');
    expect(tileColourClass(2048)).toBe('g2048-v2048');
    expect(tileColourClass(4096)).toBe('g2048-vsuper');
  });

  it('shrinks numbers with more digits and on bigger boards', () => {
    expect(tileFontSize(4, 8)).toBeGreaterThan(tileFontSize(4, 128));
    expect(tileFontSize(4, 128)).toBeGreaterThan(tileFontSize(4, 1024));
    expect(tileFontSize(4, 1024)).toBeGreaterThan(tileFontSize(4, 16384));
    expect(tileFontSize(3, 64)).toBeGreaterThan(tileFontSize(6, 64));
    expect(tileFontSize(4, 2)).toBe(12.5);
  });
});
