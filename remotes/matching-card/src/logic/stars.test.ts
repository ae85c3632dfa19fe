import { minimumMoves, starLimits, starsFor, starText } from './stars';

describe('star rating', () => {
  it('gives three stars near the minimum, two a little over double, one beyond', () => {
    expect(minimumMoves(8)).toBe(8);
    expect(starLimits(8)).toEqual({ three: 12, two: 18 });
    expect(starsFor(8, 8)).toBe(3);
    expect(starsFor(12, 8)).toBe(3);
    expect(starsFor(13, 8)).toBe(2);
    expect(starsFor(18, 8)).toBe(2);
    expect(starsFor(19, 8)).toBe(1);
  });

  it('writes stars as filled and empty marks, not colour', () => {
    expect(starText(2)).toBe('★★☆');
    expect(starText(3)).toBe('★★★');
  });
});
