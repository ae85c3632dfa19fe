import { isBestRecord, NO_BEST, recordGame } from './bestScore';

describe('best record', () => {
  it('validates saved data', () => {
    expect(isBestRecord({ score: 120, combo: 7 })).toBe(true);
    expect(isBestRecord({ score: -1, combo: 0 })).toBe(false);
    expect(isBestRecord({ score: '5', combo: 0 })).toBe(false);
    expect(isBestRecord(null)).toBe(false);
    expect(isBestRecord([1, 2])).toBe(false);
  });

  it('keeps the best score and combo', () => {
    const first = recordGame(NO_BEST, 100, 4);
    expect(first).toEqual({ score: 100, combo: 4 });
    expect(recordGame(first, 50, 2)).toBe(first);
    expect(recordGame(first, 80, 9)).toEqual({ score: 100, combo: 9 });
  });
});
