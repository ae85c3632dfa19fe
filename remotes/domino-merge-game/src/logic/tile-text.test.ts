import { SPECIAL } from './board';
import { tileText } from './tile-text';

describe('tileText', () => {
  it('shows pips, the star, or a dash before any tile', () => {
    expect(tileText(5)).toBe(5);
    expect(tileText(SPECIAL)).toBe('★');
    expect(tileText(0)).toBe('–');
  });
});
