import { recordDaily, recordTime, scoreFor } from './scoring';

test('score: points per letter minus hints, never negative', () => {
  expect(scoreFor(['CAT', 'HORSE'], 0)).toBe(80);
  expect(scoreFor(['CAT', 'HORSE'], 2)).toBe(30);
  expect(scoreFor(['CAT'], 5)).toBe(0);
});

test('best time per difficulty keeps the fastest', () => {
  const best = recordTime({}, 'easy', 60_000);
  expect(best).toEqual({ easy: 60_000 });
  expect(recordTime(best, 'easy', 70_000)).toBe(best);
  expect(recordTime(best, 'easy', 50_000)).toEqual({ easy: 50_000 });
  expect(recordTime(best, 'hard', 90_000)).toEqual({ easy: 60_000, hard: 90_000 });
});

test('the daily record keeps the first solve of a day', () => {
  const once = recordDaily({}, '2026-01-01', 1000, 1);
  expect(recordDaily(once, '2026-01-01', 500, 0)).toBe(once);
  expect(Object.keys(recordDaily(once, '2026-01-02', 500, 0))).toHaveLength(2);
});
