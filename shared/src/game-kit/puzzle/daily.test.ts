import { dailyPuzzleSeed, dateKey, previousDateKey } from './daily';

describe('daily keys', () => {
  it('uses the UTC calendar day', () => {
    expect(dateKey(new Date('2025-03-09T23:59:59Z'))).toBe('2025-03-09');
    expect(dateKey(new Date('2025-03-10T00:00:00Z'))).toBe('2025-03-10');
  });

  it('defaults to today', () => {
    expect(dateKey()).toBe(new Date().toISOString().slice(0, 10));
  });

  it('seeds the daily puzzle from game and day', () => {
    const day = new Date('2025-03-09T12:00:00Z');
    expect(dailyPuzzleSeed('tango-game', day)).toBe('tango-game:2025-03-09');
    expect(dailyPuzzleSeed('queens-game', day)).not.toBe(dailyPuzzleSeed('tango-game', day));
  });

  it('finds the previous day across month and year ends', () => {
    expect(previousDateKey('2025-03-01')).toBe('2025-02-28');
    expect(previousDateKey('2024-03-01')).toBe('2024-02-29');
    expect(previousDateKey('2025-01-01')).toBe('2024-12-31');
  });
});
