// Real documents of every older format, as earlier releases saved them: each moves into the records document
// with its bests, counts and streaks, and the game goes on from them.
import { liveStreak, recordWin } from '../puzzle/records';
import { emptyScoreRecords, recordScore } from '../score/score-records';
import { addResult } from '../opponent/tally';
import type { StorageLike } from '../storage';
import { archiveStatsFormat, archiveStatsOf, withArchiveStatsIn } from './archive-stats';
import { emptyDocument } from './document';
import { KIT_LEGACY_FORMATS, migrateRecords } from './migrations';
import { emptyPuzzleRecords, puzzleRecordsOf, withPuzzleRecordsIn } from './puzzle-view';
import { hasScoreRecords, scoreRecordsOf, withScoreRecordsIn } from './score-view';
import { createRecordsView, readRecords } from './store';
import { talliesOf, tallyFormat, withTalliesIn } from './tally-view';
import { memoryStorage } from './test-storage';

/** The puzzle view's store (what the puzzle session keeps its records in). */
const puzzleStore = (gameKey: string, storage: StorageLike) =>
  createRecordsView({ gameKey, view: puzzleRecordsOf, withView: withPuzzleRecordsIn, empty: emptyPuzzleRecords, storage });
/** The score view's store (what useScoreRecords' createScoreRecordsStore moves onto). */
const scoreStore = (gameKey: string, storage: StorageLike) =>
  createRecordsView({ gameKey, view: scoreRecordsOf, withView: withScoreRecordsIn, empty: emptyScoreRecords, holds: hasScoreRecords, storage });

/** Tango's `games:tango-game:records`, version 1: three dailies in a row, the last with a hint. */
const PUZZLE_V1 = {
  bestTimes: { easy: 30_000, hard: 200_000 },
  dailyDone: {
    '2025-02-27': { timeMs: 60_000, hints: 0, flawless: true },
    '2025-02-28': { timeMs: 45_500, hints: 0, flawless: true },
    '2025-03-01': { timeMs: 80_000, hints: 1, flawless: false },
  },
  played: 9,
  won: 7,
  currentStreak: 3,
  maxStreak: 5,
};

/** 2048's `games:2048:scores`, version 1: two boards, one with undo. */
const SCORES_V1 = {
  byKey: {
    '4': { best: 2_480, bestExtras: { tile: 256 }, played: 3, recent: [{ score: 1_200, at: 1_700_000_000_000 }, { score: 2_480, at: 1_700_000_100_000 }, { score: 900, at: 1_700_000_200_000 }] },
    '4:undo': { best: 16_000, bestExtras: { tile: 1_024 }, played: 1, recent: [{ score: 16_000, at: 1_700_000_300_000 }] },
  },
};

/** Connections' `games:connections-game:stats`, version 1: a won daily, a lost one, then a win. */
const STATS_V1 = {
  played: 4,
  won: 3,
  currentStreak: 1,
  maxStreak: 2,
  distribution: [1, 1, 1, 0, 1],
  results: { c001: { won: true, mistakes: 0 }, c002: { won: true, mistakes: 1 }, c003: { won: false, mistakes: 4 }, c004: { won: true, mistakes: 2 } },
  dailies: {
    '2026-11-01': { won: true, mistakes: 0 },
    '2026-11-02': { won: true, mistakes: 1 },
    '2026-11-03': { won: false, mistakes: 4 },
    '2026-11-04': { won: true, mistakes: 2 },
  },
  seen: ['c001', 'c002', 'c003', 'c004', 'c009'],
};

const v1 = (data: unknown) => ({ v: 1, data });

describe('migrating a puzzle game (`:records` version 1)', () => {
  it('keeps every best time, count, daily and the streak, and saves version 2 under the same key', () => {
    const storage = memoryStorage({ 'games:tango-game:records': v1(PUZZLE_V1) });
    const records = puzzleStore('tango-game', storage).load();
    expect(records).toEqual(PUZZLE_V1);
    const saved = JSON.parse(storage.items.get('games:tango-game:records')!);
    expect(saved.v).toBe(2);
    expect(saved.data.boards.easy.best).toEqual({ time: 30_000 });
    expect(saved.data.daily.currentStreak).toBe(3);
    // The streak goes on from the migrated days.
    expect(liveStreak(records!, '2025-03-02')).toBe(3);
    const next = recordWin(records!, { difficulty: 'easy', timeMs: 40_000, hints: 0, mistakes: 0, dailyDate: '2025-03-02' });
    expect(next.records).toMatchObject({ currentStreak: 4, maxStreak: 5, bestTimes: { easy: 30_000 } });
    expect(next.newBest).toBe(false);
  });
});

describe('migrating a score game (`:scores` version 1)', () => {
  it('keeps each board’s best, figures, rounds and recent scores, and removes the old key once moved', () => {
    const storage = memoryStorage({ 'games:2048:scores': v1(SCORES_V1) });
    const store = scoreStore('2048', storage);
    const records = store.load();
    expect(records).toEqual(SCORES_V1);
    expect(storage.items.has('games:2048:scores')).toBe(false);
    expect(JSON.parse(storage.items.get('games:2048:records')!).data.boards['4:undo']).toEqual({
      best: { tile: 1_024, score: 16_000 },
      counts: { rounds: 1 },
      recent: [{ score: 16_000, at: 1_700_000_300_000 }],
    });
    // A lower round after the move is no new best.
    expect(recordScore(records!, '4', 2_000, { tile: 512 }, 1_700_000_400_000)).toMatchObject({ newBest: false, best: 2_480, newBestExtras: ['tile'] });
  });
});

describe('migrating a round game with both (`:records` and `:scores` version 1)', () => {
  it('folds both into one document, each view as it was', () => {
    const scores = { byKey: { easy: { best: 12, bestExtras: { combo: 3 }, played: 2, recent: [{ score: 12, at: 5 }] } } };
    const dailies = { ...PUZZLE_V1, bestTimes: { daily: 0 } };
    const storage = memoryStorage({ 'games:word-match:records': v1(dailies), 'games:word-match:scores': v1(scores) });
    expect(scoreStore('word-match', storage).load()).toEqual(scores);
    expect(puzzleStore('word-match', storage).load()).toEqual(dailies);
    expect([...storage.items.keys()]).toEqual(['games:word-match:records']);
  });
});

describe('migrating archive stats (Connections’ `:stats` version 1)', () => {
  const format = archiveStatsFormat('stats', 1, 5);

  it('keeps played, wins, the distribution, each puzzle’s finish, the dailies and the streak', () => {
    const { doc, from } = migrateRecords((suffix) => (suffix === 'stats' ? JSON.stringify(v1(STATS_V1)) : null), [...KIT_LEGACY_FORMATS, format]);
    expect(from).toEqual(['stats']);
    expect(archiveStatsOf(doc, 5)).toEqual(STATS_V1);
    expect(doc.daily.done['2026-11-03']).toEqual({ won: false, mistakes: 4, timeMs: 0, hints: 0, flawless: false });
  });

  it('refuses stats of another distribution length', () => {
    expect(format.fold(emptyDocument(), { ...STATS_V1, distribution: [0, 0] })).toBeUndefined();
  });

  it('round-trips through the document', () => {
    expect(archiveStatsOf(withArchiveStatsIn(emptyDocument(), STATS_V1), 5)).toEqual(STATS_V1);
  });
});

describe('migrating an opponent game’s tally (`:tally` version 1)', () => {
  it('keeps wins, losses and draws per level, and counts on from them', () => {
    const old = { '3:easy': { wins: 4, losses: 1, draws: 2 }, '3:hard': { wins: 0, losses: 3, draws: 0 } };
    const storage = memoryStorage({ 'games:tic-tac-toe:tally': v1(old) });
    const store = createRecordsView({ gameKey: 'tic-tac-toe', view: talliesOf, withView: withTalliesIn, empty: () => ({}), legacy: [...KIT_LEGACY_FORMATS, tallyFormat('tally', 1)], storage });
    expect(store.load()).toEqual(old);
    expect(storage.items.has('games:tic-tac-toe:tally')).toBe(false);
    store.save(addResult(old, '3:easy', 'win'));
    expect(store.load()).toEqual({ ...old, '3:easy': { wins: 5, losses: 1, draws: 2 } });
  });
});

describe('two views of one game', () => {
  it('never undo each other’s writes (a round game’s scores and dailies)', () => {
    const storage = memoryStorage();
    const scores = scoreStore('word-match', storage);
    const dailies = puzzleStore('word-match', storage);
    scores.save(recordScore(emptyScoreRecords(), 'easy', 12, {}, 1).records);
    dailies.save(recordWin(emptyPuzzleRecords(), { difficulty: 'daily', timeMs: 0, hints: 0, mistakes: 0, dailyDate: '2026-11-28' }).records);
    expect(scores.load()!.byKey.easy.best).toBe(12);
    expect(dailies.load()).toMatchObject({ currentStreak: 1, dailyDone: { '2026-11-28': { hints: 0 } } });
  });
});

describe('a corrupt document', () => {
  const view = (storage: ReturnType<typeof memoryStorage>) =>
    createRecordsView({ gameKey: 'sudoku', view: (doc) => doc, withView: (_doc, value) => value, empty: emptyDocument, storage });

  it.each([
    ['not JSON', '{not json'],
    ['a version 2 of the wrong shape', JSON.stringify({ v: 2, data: { boards: { easy: { best: { time: -1 }, counts: {}, recent: [] } }, daily: { done: {}, currentStreak: 0, maxStreak: 0 } } })],
    ['a version 1 of the wrong shape', JSON.stringify(v1({ savedBy: 'an older release' }))],
    ['an unknown version', JSON.stringify({ v: 0, data: { score: 12 } })],
  ])('is discarded, never a crash: %s', (_what, raw) => {
    const storage = memoryStorage({ 'games:sudoku:records': raw });
    expect(view(storage).load()).toBeUndefined();
    expect(storage.items.has('games:sudoku:records')).toBe(false);
    expect(puzzleStore('sudoku', storage).load()).toBeUndefined();
  });

  it('reads as none on blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(readRecords(blocked, 'sudoku')).toBeUndefined();
    expect(view(blocked as never).load()).toBeUndefined();
    expect(view(blocked as never).save(emptyDocument())).toBe(false);
  });
});
