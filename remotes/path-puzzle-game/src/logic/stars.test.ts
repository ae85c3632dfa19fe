import { starText, withEarnedStars } from './stars';

describe('stars', () => {
  it('writes earned and missing stars', () => {
    expect([starText(0), starText(2), starText(3)]).toEqual(['☆☆☆', '★★☆', '★★★']);
  });

  it('keeps a level’s best stars', () => {
    const prior = { 'p5-1': 2 };
    expect(withEarnedStars(prior, 'p5-1', 1)).toBe(prior);
    expect(withEarnedStars(prior, 'p5-1', 2)).toBe(prior);
    expect(withEarnedStars(prior, 'p5-1', 3)).toEqual({ 'p5-1': 3 });
    expect(withEarnedStars(prior, 'p5-2', 1)).toEqual({ 'p5-1': 2, 'p5-2': 1 });
  });
});
