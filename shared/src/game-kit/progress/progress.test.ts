import { parseProgress, progressKey, readProgress, serializeProgress, emptyProgress, dailyStateOn, gameStreak } from '../../contracts/progress';
import { emptyRecords, recordWin } from '../puzzle/records';
import { puzzleRecordsStore } from '../puzzle/session-records';
import { createScoreRecordsStore } from '../score/score-store';
import { emptyScoreRecords, recordScore } from '../score/score-records';
import { withPuzzlePlayed, withRoundPlayed, puzzlePath } from './played-progress';
import { readGamesProgress, solvedDailiesOf } from './read-progress';
import { emptyPuzzleRecords, withPuzzleRecordsIn } from '../records/puzzle-view';
import { emptyDocument } from '../records/document';
import { withArchiveStatsIn } from '../records/archive-stats';
import { withPuzzleRecords } from './records-progress';
import { updateProgress } from './update-progress';
import { progressPublished, publishProgress } from './publish';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const daily = (overrides: Partial<Parameters<typeof withPuzzlePlayed>[1]> = {}) => ({
  mode: 'daily' as const,
  level: 'medium',
  dailyDate: '2026-11-28',
  status: 'playing' as const,
  hints: 0,
  mistakes: 0,
  elapsedMs: 42_000,
  ...overrides,
});

describe('a puzzle played', () => {
  it('marks the daily in progress with a resume point, then solved with its figures and nothing left to continue', () => {
    let p = withPuzzlePlayed(emptyProgress('sudoku', 1), daily(), 'sudoku', 'Medium', 10);
    expect(dailyStateOn(p, '2026-11-28')).toEqual({ state: 'in-progress', daily: expect.objectContaining({ timeMs: 42_000 }) });
    expect(p.resume).toEqual({ path: '/game/sudoku?mode=daily', label: 'Daily · 0:42', savedAt: 10 });
    p = withPuzzlePlayed(p, daily({ status: 'won', elapsedMs: 134_000, hints: 2 }), 'sudoku', 'Medium', 20);
    expect(dailyStateOn(p, '2026-11-28').daily).toEqual({ date: '2026-11-28', state: 'solved', timeMs: 134_000, hints: 2, mistakes: 0 });
    expect(p.resume).toBeUndefined();
    expect(p.solvedDays).toEqual(['2026-11-28']);
    expect(p.lastPlayedAt).toBe(20);
  });

  it('keeps an unlimited game to continue at its level, and a lost daily is failed', () => {
    let p = withPuzzlePlayed(emptyProgress('queens-game', 1), daily({ mode: 'unlimited', level: 'hard', dailyDate: undefined }), 'queens-game', 'Hard', 5);
    expect(p.resume).toEqual({ path: '/game/queens-game?mode=unlimited&difficulty=hard', label: 'Hard · 0:42', savedAt: 5 });
    expect(p.daily).toBeUndefined();
    p = withPuzzlePlayed(p, daily({ status: 'lost' }), 'queens-game', 'Medium', 6);
    expect(dailyStateOn(p, '2026-11-28').state).toBe('failed');
    // The lost daily was not the game to continue: the hard one still is.
    expect(p.resume?.path).toBe(puzzlePath('queens-game', { mode: 'unlimited', level: 'hard' }));
  });

  it('a round in play can be continued until it ends', () => {
    let p = withRoundPlayed(emptyProgress('word-scramble', 1), true, 'word-scramble', 3);
    expect(p.resume).toEqual({ path: '/game/word-scramble', label: 'Round in play', savedAt: 3 });
    p = withRoundPlayed(p, false, 'word-scramble', 4);
    expect(p.resume).toBeUndefined();
  });
});

describe('records publish progress', () => {
  it('a daily solved in the records store reaches the summary, without undoing newer days', async () => {
    const storage = memoryStorage();
    const store = puzzleRecordsStore('tango-game', storage);
    let records = recordWin(emptyRecords(), { difficulty: 'daily', timeMs: 65_000, hints: 0, mistakes: 0, dailyDate: '2026-11-27' }).records;
    records = recordWin(records, { difficulty: 'daily', timeMs: 50_000, hints: 1, mistakes: 0, dailyDate: '2026-11-28' }).records;
    store.save(records);
    await progressPublished();
    const p = readProgress(storage, 'tango-game');
    expect(p?.solvedDays).toEqual(['2026-11-27', '2026-11-28']);
    expect(gameStreak(p!, '2026-11-28')).toBe(2);
    expect(dailyStateOn(p, '2026-11-28').daily).toMatchObject({ state: 'solved', timeMs: 50_000, hints: 1 });
  });

  it('a score round sets last played and the best score of the board played', async () => {
    const storage = memoryStorage();
    const outcome = recordScore(emptyScoreRecords(), '4', 2_480, {}, 100);
    createScoreRecordsStore('2048', { storage, publish: publishProgress }).save(outcome.records);
    await progressPublished();
    const p = readProgress(storage, '2048');
    expect(p?.best).toEqual({ label: 'Best score', value: '2,480' });
    expect(p?.lastPlayedAt).toBeGreaterThan(0);
  });

  it('score dailies without a time show none', () => {
    const records = recordWin(emptyRecords(), { difficulty: 'daily', timeMs: 0, hints: 0, mistakes: 3, dailyDate: '2026-11-28' }).records;
    const p = withPuzzleRecords(emptyProgress('quiz-master-game', 0), records, 1);
    expect(p.daily).toEqual({ date: '2026-11-28', state: 'solved', hints: 0 });
  });
});

describe('the home page reads progress', () => {
  it("migrates a returning player's streak from the records once, and ignores a corrupt summary", () => {
    const records = ['2026-11-26', '2026-11-27'].reduce(
      (r, day) => recordWin(r, { difficulty: 'daily', timeMs: 30_000, hints: 0, mistakes: 0, dailyDate: day }).records,
      emptyRecords(),
    );
    const storage = memoryStorage({
      'games:zip-game:records': JSON.stringify({ v: 1, data: records }),
      [progressKey('queens-game')]: '{"v":1,"data":{"slug":"queens-game","solvedDays":"oops"}}',
    });
    const read = readGamesProgress(storage, ['zip-game', 'queens-game', 'sudoku']);
    expect(read.map((p) => p.slug)).toEqual(['zip-game']);
    expect(gameStreak(read[0], '2026-11-28')).toBe(2);
    expect(parseProgress(storage.getItem(progressKey('zip-game')), 'zip-game')?.solvedDays).toEqual(['2026-11-26', '2026-11-27']);
  });

  it("migrates a returning player's streak from the records document (version 2) too", () => {
    const records = ['2026-11-26', '2026-11-27'].reduce(
      (r, day) => recordWin(r, { difficulty: 'daily', timeMs: 30_000, hints: 1, mistakes: 0, dailyDate: day }).records,
      emptyPuzzleRecords(),
    );
    const doc = withPuzzleRecordsIn(emptyDocument(), records);
    const storage = memoryStorage({ 'games:tango-game:records': JSON.stringify({ v: 2, data: doc }) });
    const read = readGamesProgress(storage, ['tango-game']);
    expect(read.map((p) => p.slug)).toEqual(['tango-game']);
    expect(read[0].solvedDays).toEqual(['2026-11-26', '2026-11-27']);
    expect(gameStreak(read[0], '2026-11-28')).toBe(2);
    expect(dailyStateOn(read[0], '2026-11-27').daily).toMatchObject({ state: 'solved', timeMs: 30_000, hints: 1 });
  });

  it('reads the same solved dailies from version 1 and version 2, a lost daily not among them', () => {
    const v1 = { bestTimes: {}, dailyDone: { '2026-11-01': { timeMs: 1_000, hints: 0, flawless: true } }, played: 1, won: 1, currentStreak: 1, maxStreak: 3 };
    const expected = { dailyDone: { '2026-11-01': { timeMs: 1_000, hints: 0, flawless: true } }, maxStreak: 3 };
    expect(solvedDailiesOf(JSON.stringify({ v: 1, data: v1 }))).toEqual(expected);
    expect(solvedDailiesOf(JSON.stringify({ v: 2, data: withPuzzleRecordsIn(emptyDocument(), v1) }))).toEqual(expected);
    // Connections' archive: a won daily and a lost one (the document keeps both; only the win was solved).
    const stats = { played: 2, won: 1, currentStreak: 0, maxStreak: 1, distribution: [1, 0, 0, 0, 1], results: {}, seen: [], dailies: { '2026-11-02': { won: true, mistakes: 0 }, '2026-11-03': { won: false, mistakes: 4 } } };
    expect(Object.keys(solvedDailiesOf(JSON.stringify({ v: 2, data: withArchiveStatsIn(emptyDocument(), stats) }))!.dailyDone)).toEqual(['2026-11-02']);
  });

  it.each([
    ['not JSON', '{not json'],
    ['an unknown version', JSON.stringify({ v: 3, data: { daily: { done: {} } } })],
    ['a version 2 without dailies', JSON.stringify({ v: 2, data: { boards: {} } })],
    ['a version 2 of the wrong shape', JSON.stringify({ v: 2, data: { daily: { done: 'oops' } } })],
    ['a version 1 without dailies', JSON.stringify({ v: 1, data: { bestTimes: {} } })],
  ])('reads no dailies from a corrupt records value, never a crash: %s', (_what, raw) => {
    expect(solvedDailiesOf(raw)).toBeUndefined();
    expect(readGamesProgress(memoryStorage({ 'games:sudoku:records': raw }), ['sudoku'])).toEqual([]);
  });

  it('skips a corrupt day of a version 2 document and keeps the others', () => {
    const data = { boards: {}, daily: { done: { '2026-11-01': { won: true, timeMs: 5, hints: 0, flawless: true }, 'someday': { won: true, timeMs: 5, hints: 0 }, '2026-11-02': { won: true, timeMs: -1, hints: 0 } }, currentStreak: 1, maxStreak: 'x' } };
    expect(solvedDailiesOf(JSON.stringify({ v: 2, data }))).toEqual({ dailyDone: { '2026-11-01': { timeMs: 5, hints: 0, flawless: true } }, maxStreak: 0 });
  });

  it('never throws on blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(readGamesProgress(blocked, ['sudoku'])).toEqual([]);
    expect(updateProgress('sudoku', (p) => p, { storage: blocked })).toBeUndefined();
    expect(serializeProgress(emptyProgress('sudoku', 1))).toContain('"v":1');
  });
});
