import { emptyRecords, isPuzzleRecords, liveStreak, recordStart, recordWin } from './records';

const win = { difficulty: 'easy', timeMs: 60_000, hints: 0, mistakes: 0 };

describe('recordWin', () => {
  it('sets the first best time and counts the win', () => {
    const { records, newBest } = recordWin(recordStart(emptyRecords()), win);
    expect(newBest).toBe(true);
    expect(records.bestTimes).toEqual({ easy: 60_000 });
    expect(records.won).toBe(1);
    expect(records.played).toBe(1);
  });

  it('keeps the best time per difficulty', () => {
    let records = recordWin(emptyRecords(), win).records;
    const slower = recordWin(records, { ...win, timeMs: 90_000 });
    expect(slower.newBest).toBe(false);
    expect(slower.records.bestTimes.easy).toBe(60_000);
    records = recordWin(slower.records, { ...win, timeMs: 30_000 }).records;
    expect(records.bestTimes.easy).toBe(30_000);
    records = recordWin(records, { ...win, difficulty: 'hard', timeMs: 200_000 }).records;
    expect(records.bestTimes).toEqual({ easy: 30_000, hard: 200_000 });
    expect(records.played).toBe(records.won);
  });

  it('marks the daily done with flawless only without hints and mistakes', () => {
    let records = recordWin(emptyRecords(), { ...win, dailyDate: '2025-03-09' }).records;
    expect(records.dailyDone['2025-03-09']).toEqual({ timeMs: 60_000, hints: 0, flawless: true });
    records = recordWin(records, { ...win, hints: 1, dailyDate: '2025-03-10' }).records;
    expect(records.dailyDone['2025-03-10'].flawless).toBe(false);
    records = recordWin(records, { ...win, mistakes: 2, dailyDate: '2025-03-11' }).records;
    expect(records.dailyDone['2025-03-11'].flawless).toBe(false);
  });

  it('counts a streak of consecutive dailies and restarts it after a gap', () => {
    let records = emptyRecords();
    for (const day of ['2025-02-27', '2025-02-28', '2025-03-01']) {
      records = recordWin(records, { ...win, dailyDate: day }).records;
    }
    expect(records.currentStreak).toBe(3);
    records = recordWin(records, { ...win, dailyDate: '2025-03-05' }).records;
    expect(records.currentStreak).toBe(1);
    expect(records.maxStreak).toBe(3);
  });

  it('keeps the first solve of a daily and does not count its streak twice', () => {
    let records = recordWin(emptyRecords(), { ...win, dailyDate: '2025-03-09' }).records;
    records = recordWin(records, { ...win, timeMs: 10_000, dailyDate: '2025-03-09' }).records;
    expect(records.dailyDone['2025-03-09'].timeMs).toBe(60_000);
    expect(records.currentStreak).toBe(1);
  });

  it('leaves the streak alone for unlimited puzzles', () => {
    let records = recordWin(emptyRecords(), { ...win, dailyDate: '2025-03-09' }).records;
    records = recordWin(records, win).records;
    expect(records.currentStreak).toBe(1);
  });
});

describe('liveStreak', () => {
  it('survives until the next daily is missed', () => {
    const records = recordWin(emptyRecords(), { ...win, dailyDate: '2025-03-09' }).records;
    expect(liveStreak(records, '2025-03-09')).toBe(1);
    expect(liveStreak(records, '2025-03-10')).toBe(1);
    expect(liveStreak(records, '2025-03-11')).toBe(0);
  });
});

describe('isPuzzleRecords', () => {
  it('tells records from malformed ones', () => {
    expect(isPuzzleRecords({ ...emptyRecords(), won: -1 })).toBe(false);
    expect(isPuzzleRecords({ ...emptyRecords(), dailyDone: { yesterday: { timeMs: 1, hints: 0, flawless: true } } })).toBe(false);
    expect(isPuzzleRecords({ ...emptyRecords(), bestTimes: { easy: 'fast' } })).toBe(false);
    expect(isPuzzleRecords(emptyRecords())).toBe(true);
  });
});

