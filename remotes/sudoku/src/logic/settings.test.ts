import { DEFAULT_SETTINGS, isSettings } from './settings';

describe('settings', () => {
  it('accepts both options as booleans, and nothing else', () => {
    expect(isSettings(DEFAULT_SETTINGS)).toBe(true);
    expect(isSettings({ showConflicts: false, mistakeLimit: true })).toBe(true);
    expect(isSettings({ showConflicts: 'yes', mistakeLimit: true })).toBe(false);
    expect(isSettings({ showConflicts: true })).toBe(false);
    expect(isSettings(null)).toBe(false);
  });
});
