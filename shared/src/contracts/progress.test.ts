import {
  addDays,
  DAILY_LIST_KEY,
  nextDailyToPlay,
  readDailyList,
  writeDailyList,
  crossGameStreak,
  dailyStateOn,
  emptyProgress,
  gameStreak,
  dayKey,
  longestRun,
  nextDailyAt,
  parseProgress,
  progressFromSolvedDays,
  progressKey,
  readAllProgress,
  readProgress,
  serializeProgress,
  SOLVED_DAYS_KEPT,
  withBest,
  withDaily,
  withResume,
  writeProgress,
  type GameProgress,
} from './progress';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const solved = (slug: string, days: string[]): GameProgress => progressFromSolvedDays(slug, days, 1);

describe('progress summaries in storage', () => {
  it('round-trips a summary', () => {
    const storage = memoryStorage();
    let progress = withDaily(emptyProgress('queens-game', 5), { date: '2026-11-28', state: 'solved', timeMs: 134_000, hints: 1, mistakes: 0 }, 10);
    progress = withResume(progress, { path: '/game/queens-game?difficulty=hard', label: 'Hard · 0:42', savedAt: 9 }, 10);
    progress = withBest(progress, { label: 'Best time (Daily)', value: '2:14' });
    expect(writeProgress(storage, progress)).toBe(true);
    expect(readProgress(storage, 'queens-game')).toEqual(progress);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an old version', JSON.stringify({ v: 0, data: emptyProgress('zip-game', 1) })],
    ['a bare value without the envelope', JSON.stringify(emptyProgress('zip-game', 1))],
    ['another game under this key', serializeProgress(emptyProgress('tango-game', 1))],
    ['a day that does not exist', serializeProgress({ ...emptyProgress('zip-game', 1), solvedDays: ['2026-02-30'] })],
    ['unsorted days', serializeProgress({ ...emptyProgress('zip-game', 1), solvedDays: ['2026-02-03', '2026-02-01'] })],
    ['an unknown daily state', serializeProgress({ ...emptyProgress('zip-game', 1), daily: { date: '2026-02-03', state: 'won' } } as unknown as GameProgress)],
    ['a resume path outside the game pages', serializeProgress({ ...emptyProgress('zip-game', 1), resume: { path: 'https://evil.example/', label: 'x', savedAt: 1 } })],
    ['a negative time', serializeProgress({ ...emptyProgress('zip-game', 1), lastPlayedAt: -5 })],
  ])('ignores %s', (_, raw) => {
    expect(parseProgress(raw, 'zip-game')).toBeUndefined();
  });

  it('reads only the valid summaries and never throws on blocked storage', () => {
    const storage = memoryStorage({
      [progressKey('zip-game')]: serializeProgress(emptyProgress('zip-game', 1)),
      [progressKey('tango-game')]: 'garbage',
    });
    expect(readAllProgress(storage, ['zip-game', 'tango-game', 'sudoku']).map((p) => p.slug)).toEqual(['zip-game']);
    const blocked = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(readProgress(blocked, 'zip-game')).toBeUndefined();
    expect(writeProgress(blocked, emptyProgress('zip-game', 1))).toBe(false);
    expect(readProgress(undefined, 'zip-game')).toBeUndefined();
  });
});

describe('days', () => {
  it('steps across month and year ends and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-31', -31)).toBe('2026-02-28');
  });

  it('takes the UTC calendar day of the dailies and the next midnight UTC', () => {
    const lateEvening = new Date(Date.UTC(2026, 10, 28, 23, 59, 30));
    expect(dayKey(lateEvening)).toBe('2026-11-28');
    const midnight = nextDailyAt(lateEvening);
    expect(midnight.toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(dayKey(nextDailyAt(new Date(Date.UTC(2026, 11, 31, 12))))).toBe('2027-01-01');
  });
});

describe('streaks', () => {
  it('counts a game streak alive today or until today is over', () => {
    const p = solved('zip-game', ['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(gameStreak(p, '2026-11-27')).toBe(3);
    expect(gameStreak(p, '2026-11-28')).toBe(3); // today still open
    expect(gameStreak(p, '2026-11-29')).toBe(0); // a whole day missed
  });

  it('counts days with at least one daily solved across games, over a year end', () => {
    const zip = solved('zip-game', ['2026-12-30', '2027-01-01']);
    const tango = solved('tango-game', ['2026-12-31', '2027-01-01']);
    const queens = solved('queens-game', ['2026-12-29']);
    expect(crossGameStreak([zip, tango, queens], '2027-01-01')).toBe(4);
    expect(crossGameStreak([zip, tango], '2027-01-02')).toBe(3);
    expect(crossGameStreak([zip], '2027-01-01')).toBe(1);
    expect(crossGameStreak([], '2027-01-01')).toBe(0);
  });

  it('keeps a streak when the player changes time zone (days are the days the player saw)', () => {
    // Solved on 11-27 at home; flew west, where it is now still 11-27 on the next solve of a new daily date:
    // the second solve records the day its daily belongs to, so no day is counted twice and none is lost.
    let p = emptyProgress('queens-game', 1);
    p = withDaily(p, { date: '2026-11-27', state: 'solved' }, 2);
    p = withDaily(p, { date: '2026-11-27', state: 'solved' }, 3); // the same daily again after the flight
    p = withDaily(p, { date: '2026-11-28', state: 'solved' }, 4);
    expect(p.solvedDays).toEqual(['2026-11-27', '2026-11-28']);
    expect(gameStreak(p, '2026-11-28')).toBe(2);
    // The next day: the streak lives while today's daily is still open.
    expect(gameStreak(p, '2026-11-29')).toBe(2);
  });

  it('remembers the longest run', () => {
    expect(longestRun(['2026-01-01', '2026-01-02', '2026-01-04', '2026-01-05', '2026-01-06'])).toBe(3);
    expect(longestRun([])).toBe(0);
    let p = solved('zip-game', ['2026-01-01', '2026-01-02']);
    p = withDaily(p, { date: '2026-01-10', state: 'solved' }, 5);
    expect(p.bestStreak).toBe(2);
  });

  it('keeps the best streak when old days fall off the list', () => {
    const days = Array.from({ length: SOLVED_DAYS_KEPT + 10 }, (_, i) => addDays('2025-01-01', i));
    const p = progressFromSolvedDays('zip-game', days, 1);
    expect(p.solvedDays).toHaveLength(SOLVED_DAYS_KEPT);
    expect(p.solvedDays[0]).toBe(days[10]);
    expect(p.bestStreak).toBe(SOLVED_DAYS_KEPT);
  });
});

describe('daily state', () => {
  it('is not started, in progress, solved or failed for the day asked', () => {
    let p = emptyProgress('tango-game', 1);
    expect(dailyStateOn(p, '2026-11-28').state).toBe('not-started');
    expect(dailyStateOn(undefined, '2026-11-28').state).toBe('not-started');
    p = withDaily(p, { date: '2026-11-28', state: 'in-progress', timeMs: 30_000 }, 2);
    expect(dailyStateOn(p, '2026-11-28')).toEqual({ state: 'in-progress', daily: { date: '2026-11-28', state: 'in-progress', timeMs: 30_000 } });
    expect(dailyStateOn(p, '2026-11-29').state).toBe('not-started');
    p = withDaily(p, { date: '2026-11-28', state: 'solved', timeMs: 134_000 }, 3);
    expect(dailyStateOn(p, '2026-11-28').daily?.timeMs).toBe(134_000);
  });

  it('keeps a solved day solved when the daily is replayed', () => {
    let p = withDaily(emptyProgress('tango-game', 1), { date: '2026-11-28', state: 'solved', timeMs: 90_000 }, 2);
    p = withDaily(p, { date: '2026-11-28', state: 'in-progress', timeMs: 5_000 }, 3);
    expect(dailyStateOn(p, '2026-11-28')).toMatchObject({ state: 'solved', daily: { timeMs: 90_000 } });
    expect(p.lastPlayedAt).toBe(3);
  });

  it('migrates the days an older records format marked done', () => {
    const p = progressFromSolvedDays('sudoku', ['2026-11-27', 'not a day', '2026-11-26', '2026-11-27'], 7);
    expect(p.solvedDays).toEqual(['2026-11-26', '2026-11-27']);
    expect(p.bestStreak).toBe(2);
    expect(dailyStateOn(p, '2026-11-27').state).toBe('solved');
  });
});

describe('the day’s dailies', () => {
  const list = [
    { slug: 'sudoku', title: 'Sudoku' },
    { slug: 'queens-game', title: 'Queens Game' },
    { slug: 'tango-game', title: 'Tango Game' },
  ];
  const store = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  };

  it('round-trips the list and ignores a corrupt one', () => {
    const s = store();
    expect(writeDailyList(s, list)).toBe(true);
    expect(readDailyList(s)).toEqual(list);
    s.setItem(DAILY_LIST_KEY, '{"v":1,"data":"nope"}');
    expect(readDailyList(s)).toEqual([]);
    s.setItem(DAILY_LIST_KEY, 'not json');
    expect(readDailyList(s)).toEqual([]);
  });

  it('leads on to the next daily not finished today, after the current one and wrapping round', () => {
    const today = '2026-11-28';
    const solvedQueens = withDaily(emptyProgress('queens-game', 1), { date: today, state: 'solved' }, 2);
    expect(nextDailyToPlay(list, [solvedQueens], today, 'sudoku')).toEqual({ slug: 'tango-game', title: 'Tango Game' });
    const solvedTango = withDaily(emptyProgress('tango-game', 1), { date: today, state: 'failed' }, 2);
    expect(nextDailyToPlay(list, [solvedQueens, solvedTango], today, 'tango-game')).toEqual({ slug: 'sudoku', title: 'Sudoku' });
    expect(nextDailyToPlay(list, [solvedQueens, solvedTango], today, 'sudoku')).toBeUndefined();
    // Yesterday's solve does not count today.
    expect(nextDailyToPlay(list, [withDaily(emptyProgress('tango-game', 1), { date: '2026-11-27', state: 'solved' }, 2)], today, 'queens-game')?.slug).toBe('tango-game');
  });
});
