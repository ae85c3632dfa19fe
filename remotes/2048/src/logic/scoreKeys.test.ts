import { isLegacyBestScores, scoreKeyOf, scoreRecordsFromLegacy } from './scoreKeys';
import { isSettings } from './settings';

describe('score keys', () => {
  it('keeps each size apart, and games with undo apart', () => {
    expect(scoreKeyOf(4, false)).toBe('4');
    expect(scoreKeyOf(4, true)).toBe('4:undo');
    expect(scoreKeyOf(6, false)).toBe('6');
  });
});

describe('older bests', () => {
  it('validates what was saved under 2048:best', () => {
    expect(isLegacyBestScores({ '4': { withoutUndo: 10, withUndo: 0 } })).toBe(true);
    expect(isLegacyBestScores({})).toBe(true);
    expect(isLegacyBestScores({ '9': { withoutUndo: 10, withUndo: 0 } })).toBe(false);
    expect(isLegacyBestScores({ '4': { withoutUndo: -1, withUndo: 0 } })).toBe(false);
    expect(isLegacyBestScores([])).toBe(false);
    expect(isLegacyBestScores(null)).toBe(false);
  });

  it('carries them into the score records per key', () => {
    const records = scoreRecordsFromLegacy({ '4': { withoutUndo: 1200, withUndo: 5000 }, '5': { withoutUndo: 300, withUndo: 0 } });
    expect(Object.fromEntries(Object.entries(records.byKey).map(([key, record]) => [key, record.best]))).toEqual({ '4': 1200, '4:undo': 5000, '5': 300 });
  });
});

describe('settings', () => {
  it('validates stored data', () => {
    expect(isSettings({ size: 4, undoEnabled: false })).toBe(true);
    expect(isSettings({ size: 8, undoEnabled: false })).toBe(false);
    expect(isSettings({ size: 4 })).toBe(false);
  });
});
