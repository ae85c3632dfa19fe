import { dailySettings, isSettings, scoreKeyOf } from './settings';

describe('settings', () => {
  it('turns the daily relation day by day, the same for everyone', () => {
    const days = ['2026-11-23', '2026-11-24', '2026-11-25'].map((d) => dailySettings(d).relation);
    expect(new Set(days).size).toBe(3);
    expect(dailySettings('2026-11-23')).toEqual(dailySettings('2026-11-23'));
  });

  it('keys records by relation, level and hardcore', () => {
    expect(scoreKeyOf({ relation: 'antonyms', level: 'hard', hardcore: true }, false)).toBe('antonyms-hard-hardcore');
    expect(scoreKeyOf({ relation: 'antonyms', level: 'hard', hardcore: true }, true)).toBe('daily');
    expect(isSettings({ relation: 'x', level: 'easy', hardcore: false })).toBe(false);
  });
});
