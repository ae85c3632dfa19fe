import { createStatsStore, emptyStats, isStats, liveStreak, markSeen, recordFinish, winPercent } from './stats';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

describe('stats', () => {
  it('counts games, wins and the mistakes distribution once per slot', () => {
    let stats = recordFinish(emptyStats(), { puzzleId: 'c001', won: true, mistakes: 2 });
    stats = recordFinish(stats, { puzzleId: 'c001', won: false, mistakes: 4 });
    stats = recordFinish(stats, { puzzleId: 'c002', won: false, mistakes: 4 });
    expect(stats.played).toBe(2);
    expect(stats.won).toBe(1);
    expect(stats.distribution).toEqual([0, 0, 1, 0, 1]);
    expect(stats.results).toEqual({ c001: { won: true, mistakes: 2 }, c002: { won: false, mistakes: 4 } });
    expect(winPercent(stats)).toBe(50);
    expect(isStats(stats)).toBe(true);
  });

  it('keeps a streak of daily wins on consecutive days, broken by a loss or a gap', () => {
    let stats = recordFinish(emptyStats(), { puzzleId: 'c001', won: true, mistakes: 0, dailyDate: '2026-11-01' });
    stats = recordFinish(stats, { puzzleId: 'c002', won: true, mistakes: 1, dailyDate: '2026-11-02' });
    expect(stats.currentStreak).toBe(2);
    expect(liveStreak(stats, '2026-11-03')).toBe(2);
    expect(liveStreak(stats, '2026-11-04')).toBe(0);
    stats = recordFinish(stats, { puzzleId: 'c003', won: false, mistakes: 4, dailyDate: '2026-11-03' });
    expect(stats.currentStreak).toBe(0);
    expect(stats.maxStreak).toBe(2);
    stats = recordFinish(stats, { puzzleId: 'c004', won: true, mistakes: 0, dailyDate: '2026-11-05' });
    expect(stats.currentStreak).toBe(1);
    // The same daily again does not count twice.
    expect(recordFinish(stats, { puzzleId: 'c004', won: true, mistakes: 0, dailyDate: '2026-11-05' })).toBe(stats);
  });

  it('counts a daily even when its puzzle was played from the archive before', () => {
    let stats = recordFinish(emptyStats(), { puzzleId: 'c001', won: false, mistakes: 4 });
    stats = recordFinish(stats, { puzzleId: 'c001', won: true, mistakes: 0, dailyDate: '2026-11-01' });
    expect(stats.played).toBe(2);
    expect(stats.results.c001.won).toBe(false);
    expect(stats.dailies['2026-11-01'].won).toBe(true);
  });

  it('refuses corrupt stats', () => {
    expect(isStats({ ...emptyStats(), won: 3 })).toBe(false);
    expect(isStats({ ...emptyStats(), distribution: [0, 0] })).toBe(false);
    expect(isStats({ ...emptyStats(), dailies: { yesterday: { won: true, mistakes: 0 } } })).toBe(false);
    expect(isStats('x')).toBe(false);
  });

  it('remembers seen puzzles once', () => {
    const stats = markSeen(emptyStats(), 'c001');
    expect(markSeen(stats, 'c001')).toBe(stats);
    expect(stats.seen).toEqual(['c001']);
  });

  it("moves a returning player's stats from connections-game:stats (version 1) into the records document", () => {
    let old = recordFinish(emptyStats(), { puzzleId: 'c001', won: true, mistakes: 0, dailyDate: '2026-11-01' });
    old = recordFinish(old, { puzzleId: 'c002', won: true, mistakes: 3, dailyDate: '2026-11-02' });
    old = markSeen(recordFinish(old, { puzzleId: 'c007', won: false, mistakes: 4 }), 'c009');
    const storage = memoryStorage({ 'games:connections-game:stats': JSON.stringify({ v: 1, data: old }) });
    const store = createStatsStore('connections-game', storage);
    const stats = store.load()!;
    expect(stats).toEqual(old);
    expect(liveStreak(stats, '2026-11-03')).toBe(2);
    expect(storage.items.has('games:connections-game:stats')).toBe(false);
    expect(JSON.parse(storage.items.get('games:connections-game:records')!).v).toBe(2);
    // Played on from the moved stats: the streak goes on, and the next load reads it back.
    store.save(recordFinish(stats, { puzzleId: 'c003', won: true, mistakes: 1, dailyDate: '2026-11-03' }));
    expect(createStatsStore('connections-game', storage).load()).toMatchObject({ played: 4, won: 3, currentStreak: 3, maxStreak: 3, distribution: [1, 1, 0, 1, 1] });
  });

  it('discards corrupt stats, never a crash', () => {
    const storage = memoryStorage({ 'games:connections-game:stats': '{not json', 'games:connections-game:records': JSON.stringify({ v: 2, data: { boards: 'x' } }) });
    expect(createStatsStore('connections-game', storage).load()).toBeUndefined();
  });
});
