import { dailyEntryIndex, dailyEntryIndices, dayNumber } from './rotation';

const dateAfter = (key: string, days: number) => new Date(Date.parse(`${key}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('dayNumber', () => {
  it('counts UTC days from 2026-01-01', () => {
    expect(dayNumber('2026-01-01')).toBe(0);
    expect(dayNumber('2026-11-23')).toBe(326);
    expect(dayNumber('2025-12-31')).toBe(-1);
  });

  it('rejects what is not a date key', () => {
    expect(() => dayNumber('23/11/2026')).toThrow(RangeError);
    expect(() => dayNumber('2026-13-45')).toThrow(RangeError);
  });
});

describe('dailyEntryIndex', () => {
  it('is the same for everyone on a date and differs by salt', () => {
    expect(dailyEntryIndex('2026-11-23', 120, 'connections')).toBe(dailyEntryIndex('2026-11-23', 120, 'connections'));
    const days = Array.from({ length: 30 }, (_, i) => dateAfter('2026-11-23', i));
    expect(days.map((d) => dailyEntryIndex(d, 120, 'a'))).not.toEqual(days.map((d) => dailyEntryIndex(d, 120, 'b')));
  });

  it('repeats no entry within a whole bank of consecutive days, across the year and the epoch', () => {
    for (const start of ['2025-12-01', '2026-11-23', '2027-02-27']) {
      const seen = new Set(Array.from({ length: 90 }, (_, i) => dailyEntryIndex(dateAfter(start, i), 90, 'ladders')));
      expect(seen.size).toBe(90);
    }
  });
});

describe('dailyEntryIndices', () => {
  it('gives perDay distinct entries and no repeats within floor(count / perDay) days', () => {
    const picks = Array.from({ length: 60 }, (_, i) => dailyEntryIndices(dateAfter('2026-11-23', i), 303, 5, 'prompts'));
    expect(picks.every((day) => day.length === 5)).toBe(true);
    expect(new Set(picks.flat()).size).toBe(300);
    expect(picks.flat().every((index) => index >= 0 && index < 303)).toBe(true);
  });

  it('refuses a bank too small for a day', () => {
    expect(() => dailyEntryIndices('2026-11-23', 4, 5, 'x')).toThrow(RangeError);
  });
});
