import { createRandom } from '../random';
import { chooseByLevel } from './levels';

const moves = [
  { move: 'a', score: 1 },
  { move: 'b', score: 5 },
  { move: 'c', score: 5 },
  { move: 'd', score: -3 },
];

describe('chooseByLevel', () => {
  it('a perfect level only picks among the best moves, and varies between them', () => {
    const random = createRandom('perfect').next;
    const picks = new Set(Array.from({ length: 50 }, () => chooseByLevel(moves, 1, random)));
    expect([...picks].sort()).toEqual(['b', 'c']);
  });

  it('a weak level sometimes picks worse moves; the rate of best picks follows bestRate', () => {
    const random = createRandom('medium').next;
    const picks = Array.from({ length: 2000 }, () => chooseByLevel(moves, 0.6, random));
    const best = picks.filter((m) => m === 'b' || m === 'c').length / picks.length;
    // 0.6 + 0.4 × (2 of 4 random picks are best) = 0.8
    expect(best).toBeGreaterThan(0.75);
    expect(best).toBeLessThan(0.85);
    expect(picks).toContain('d');
  });

  it('refuses an empty move list', () => {
    expect(() => chooseByLevel([], 1, Math.random)).toThrow('No moves');
  });
});
