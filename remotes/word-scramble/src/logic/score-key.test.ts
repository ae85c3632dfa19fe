import { scoreKeyOf } from './score-key';

describe('scoreKeyOf', () => {
  it('keeps levels, the daily and each pack apart, timed and relaxed apart', () => {
    expect(scoreKeyOf({ mode: 'unlimited', level: 'medium', timed: true })).toBe('medium-timed');
    expect(scoreKeyOf({ mode: 'daily', level: 'easy', timed: false })).toBe('daily-relaxed');
    expect(scoreKeyOf({ mode: 'theme', level: 'easy', timed: false, pack: 'food' })).toBe('theme-food-relaxed');
  });
});
