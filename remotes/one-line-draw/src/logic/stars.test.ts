import { starText, withEarnedStars } from './stars';

describe('stars', () => {
  it('writes earned and missing stars', () => {
    expect([starText(0), starText(2), starText(3)]).toEqual(['☆☆☆', '★★☆', '★★★']);
  });

  it('keeps a level’s best stars', () => {
    const prior = { '1-1': 2 };
    expect(withEarnedStars(prior, '1-1', 1)).toBe(prior);
    expect(withEarnedStars(prior, '1-1', 2)).toBe(prior);
    expect(withEarnedStars(prior, '1-1', 3)).toEqual({ '1-1': 3 });
    expect(withEarnedStars(prior, '1-2', 1)).toEqual({ '1-1': 2, '1-2': 1 });
  });
});
