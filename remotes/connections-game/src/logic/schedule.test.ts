import { ARCHIVE_HOLD_DAYS, dailyIndex, pastDailies } from './schedule';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('pastDailies', () => {
  test('early in the rotation: today and every day since it began, newest first', () => {
    const past = pastDailies('2026-01-05', 123);
    expect(past.map((p) => p.date)).toEqual(['2026-01-05', '2026-01-04', '2026-01-03', '2026-01-02', '2026-01-01']);
    expect(past.map((p) => p.index)).toEqual(past.map((p) => dailyIndex(p.date, 123)));
  });

  test.each(['2026-01-01', '2026-03-14', '2026-11-28', '2027-06-30', '2031-12-31'])('on %s no puzzle of the coming week is offered, and none twice', (today) => {
    const count = 123;
    const offered = pastDailies(today, count).map((p) => p.index);
    expect(new Set(offered).size).toBe(offered.length);
    expect(offered[0]).toBe(dailyIndex(today, count));
    for (let ahead = 1; ahead <= ARCHIVE_HOLD_DAYS; ahead++) expect(offered).not.toContain(dailyIndex(addDays(today, ahead), count));
  });

  test('once the bank has come round, all but the coming week are offered', () => {
    expect(pastDailies('2026-11-28', 123)).toHaveLength(123 - ARCHIVE_HOLD_DAYS);
  });

  test('before the rotation begins, only today', () => {
    expect(pastDailies('2025-12-01', 123)).toEqual([{ index: dailyIndex('2025-12-01', 123), date: '2025-12-01' }]);
  });
});
