import { DEFAULT_SETTINGS, isSettings } from './settings';

describe('settings', () => {
  it('has auto-× and region letters off by default, clashes on', () => {
    expect(DEFAULT_SETTINGS).toEqual({ autoCross: false, showConflicts: true, regionLetters: false });
  });

  it('reads only complete settings', () => {
    expect(isSettings(DEFAULT_SETTINGS)).toBe(true);
    expect(isSettings({ autoCross: true, showConflicts: true, difficulty: 'easy', mode: 'daily' })).toBe(false);
    expect(isSettings(null)).toBe(false);
  });
});
