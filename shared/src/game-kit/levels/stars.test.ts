import { starText, withEarnedStars } from './stars';

describe('stars', () => {
  it('reads as filled and empty stars out of three, or out of max', () => {
    expect(starText(0)).toBe('☆☆☆');
    expect(starText(2)).toBe('★★☆');
    expect(starText(3)).toBe('★★★');
    expect(starText(4, 5)).toBe('★★★★☆');
    expect(starText(4)).toBe('★★★★');
  });

  it('keeps a level’s best stars and returns the same object when nothing improved', () => {
    const best = { a: 2 };
    expect(withEarnedStars(best, 'a', 1)).toBe(best);
    expect(withEarnedStars(best, 'a', 2)).toBe(best);
    expect(withEarnedStars(best, 'a', 3)).toEqual({ a: 3 });
    expect(withEarnedStars(best, 'b', 1)).toEqual({ a: 2, b: 1 });
  });
});
