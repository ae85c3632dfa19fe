import { isBestStars, starText, starsFor, twoStarSlack, withStars } from './stars';

describe('stars', () => {
  it('gives three at par, two within the slack, one beyond', () => {
    expect(twoStarSlack(4)).toBe(2);
    expect(twoStarSlack(9)).toBe(5);
    expect(starsFor(4, 4)).toBe(3);
    expect(starsFor(6, 4)).toBe(2);
    expect(starsFor(7, 4)).toBe(1);
    expect(starsFor(14, 9)).toBe(2);
    expect(starsFor(15, 9)).toBe(1);
  });

  it('takes the third star away when a hint was used', () => {
    expect(starsFor(4, 4, 1)).toBe(2);
    expect(starsFor(9, 4, 1)).toBe(1);
  });

  it('writes stars as filled and empty shapes', () => {
    expect(starText(2)).toBe('★★☆');
    expect(starText(3)).toBe('★★★');
  });

  it('keeps the best stars per level and checks a stored record', () => {
    const once = withStars({}, '3x3', 2);
    expect(once).toEqual({ '3x3': 2 });
    expect(withStars(once, '3x3', 1)).toBe(once);
    expect(withStars(once, '3x3', 3)).toEqual({ '3x3': 3 });
    expect(isBestStars({ '3x3': 3, '5x5': 1 })).toBe(true);
    expect(isBestStars({ '3x3': 4 })).toBe(false);
    expect(isBestStars([3])).toBe(false);
    expect(isBestStars(null)).toBe(false);
  });
});
