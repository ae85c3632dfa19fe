import { liveStreakOf, withDayFinished } from './streaks';

const empty = { days: {}, currentStreak: 0, maxStreak: 0 };

describe('withDayFinished', () => {
  it('counts consecutive days, restarts after a gap and keeps the longest', () => {
    let state = ['2025-02-27', '2025-02-28', '2025-03-01'].reduce((s, day) => withDayFinished(s, day, {}), empty);
    expect(state).toMatchObject({ currentStreak: 3, maxStreak: 3 });
    state = withDayFinished(state, '2025-03-05', {});
    expect(state).toMatchObject({ currentStreak: 1, maxStreak: 3 });
  });

  it('counts a day once: its first finish is kept', () => {
    const state = withDayFinished(empty, '2025-03-09', { timeMs: 1 });
    expect(withDayFinished(state, '2025-03-09', { timeMs: 2 })).toBe(state);
  });

  it('ends the streak on a loss, and a win after a lost day starts again', () => {
    let state = withDayFinished(withDayFinished(empty, '2026-11-01', { won: true }), '2026-11-02', { won: true });
    state = withDayFinished(state, '2026-11-03', { won: false });
    expect(state).toMatchObject({ currentStreak: 0, maxStreak: 2 });
    expect(withDayFinished(state, '2026-11-04', { won: true })).toMatchObject({ currentStreak: 1, maxStreak: 2 });
  });
});

describe('liveStreakOf', () => {
  it('lives until the next daily is missed, and a lost yesterday does not keep it', () => {
    const state = withDayFinished(empty, '2025-03-09', {});
    expect(liveStreakOf(state, '2025-03-09')).toBe(1);
    expect(liveStreakOf(state, '2025-03-10')).toBe(1);
    expect(liveStreakOf(state, '2025-03-11')).toBe(0);
    expect(liveStreakOf({ days: { '2025-03-09': { won: false } }, currentStreak: 4, maxStreak: 4 }, '2025-03-10')).toBe(0);
  });
});
