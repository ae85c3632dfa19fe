// The score records in the records document: a player's `:scores` version 1 and a game's older `:best` carried
// over exactly and removed once saved, a corrupt document discarded, and the dailies of the same document kept
// across a score save (and the scores across a daily save).
import { createDailyRecordsStore } from '../round/daily-store';
import { recordDailyRound } from '../round/round-save';
import { emptyRecords } from '../puzzle/records';
import { memoryStorage } from '../records/test-storage';
import type { OlderScores } from './peek-scores';
import { peekScoreRecords } from './peek-scores';
import { recordScore, scoreRecordsFromBests, type ScoreRecords } from './score-records';
import { changeScores, createScoreRecordsStore, loadScores, raiseScores } from './score-store';
import { storedScoreRecords } from './test-scores';

/** 2048's `games:2048:scores`, version 1: two boards, one with undo. */
const SCORES_V1: ScoreRecords = {
  byKey: {
    '4': { best: 2_480, bestExtras: { tile: 256 }, played: 3, recent: [{ score: 1_200, at: 1_700_000_000_000 }, { score: 2_480, at: 1_700_000_100_000 }, { score: 900, at: 1_700_000_200_000 }] },
    '4:undo': { best: 16_000, bestExtras: { tile: 1_024 }, played: 1, recent: [{ score: 16_000, at: 1_700_000_300_000 }] },
  },
};
/** A round game's `games:<key>:records`, version 1: two dailies in a row. */
const DAILY_V1 = {
  bestTimes: { daily: 0 },
  dailyDone: { '2026-11-27': { timeMs: 0, hints: 0, flawless: true }, '2026-11-28': { timeMs: 0, hints: 1, flawless: false } },
  played: 2,
  won: 2,
  currentStreak: 2,
  maxStreak: 2,
};
/** A game's older bests (`:best` version 1: `{ withoutUndo }` per board), as 2048 kept them. */
const OLDER: OlderScores = {
  suffix: 'best',
  version: 1,
  read: (data) => (typeof data === 'object' && data !== null ? scoreRecordsFromBests(Object.fromEntries(Object.entries(data).map(([size, entry]) => [size, { best: (entry as { withoutUndo: number }).withoutUndo }]))) : undefined),
};

describe('score records in the records document', () => {
  it('reads a player’s :scores v1 back identically, saves it as the document and removes the old key', () => {
    const storage = memoryStorage({ 'games:2048:scores': { v: 1, data: SCORES_V1 } });
    expect(loadScores('2048', { storage })).toEqual(SCORES_V1);
    expect(storage.items.has('games:2048:scores')).toBe(false);
    expect(JSON.parse(storage.items.get('games:2048:records')!).v).toBe(2);
    expect(storedScoreRecords('2048', storage)).toEqual(SCORES_V1);
    expect(loadScores('2048', { storage })).toEqual(SCORES_V1);
  });

  it('counts on from the migrated records (bests, rounds, recent scores kept)', () => {
    const storage = memoryStorage({ 'games:2048:scores': { v: 1, data: SCORES_V1 } });
    const next = changeScores('2048', (prior) => recordScore(prior, '4', 3_000, { tile: 512 }, 1_700_000_400_000).records, { storage });
    expect(next.byKey['4']).toEqual({ best: 3_000, bestExtras: { tile: 512 }, played: 4, recent: [...SCORES_V1.byKey['4'].recent, { score: 3_000, at: 1_700_000_400_000 }] });
    expect(next.byKey['4:undo']).toEqual(SCORES_V1.byKey['4:undo']);
    expect(storedScoreRecords('2048', storage)).toEqual(next);
  });

  it('carries a game’s older bests over only while it keeps no score records, and removes their key once saved', () => {
    const older = memoryStorage({ 'games:2048:best': { v: 1, data: { '4': { withoutUndo: 700, withUndo: 0 } } } });
    expect(peekScoreRecords('2048', OLDER, older).byKey['4'].best).toBe(700);
    expect(loadScores('2048', { older: OLDER, storage: older }).byKey['4']).toMatchObject({ best: 700, played: 0 });
    expect(older.items.has('games:2048:best')).toBe(false);

    const both = memoryStorage({ 'games:2048:scores': { v: 1, data: SCORES_V1 }, 'games:2048:best': { v: 1, data: { '4': { withoutUndo: 99_999, withUndo: 0 } } } });
    expect(peekScoreRecords('2048', OLDER, both).byKey['4'].best).toBe(2_480);
    expect(loadScores('2048', { older: OLDER, storage: both })).toEqual(SCORES_V1);
    expect([...both.items.keys()]).toEqual(['games:2048:records']);
  });

  it('discards a corrupt document (no records rather than wrong ones)', () => {
    const storage = memoryStorage({ 'games:2048:records': { v: 2, data: { boards: { '4': { best: { score: -5 }, counts: {}, recent: [] } }, daily: { done: {}, currentStreak: 0, maxStreak: 0 } } } });
    expect(loadScores('2048', { storage })).toEqual({ byKey: {} });
    expect(storage.items.has('games:2048:records')).toBe(false);
    const garbage = memoryStorage({ 'games:2048:records': '{not json', 'games:2048:scores': { v: 1, data: { byKey: { '4': { best: 'lots' } } } } });
    expect(loadScores('2048', { storage: garbage })).toEqual({ byKey: {} });
    expect(peekScoreRecords('2048', undefined, garbage)).toEqual({ byKey: {} });
  });

  it('keeps the dailies of the same document across a score save, and the scores across a daily save', () => {
    const storage = memoryStorage({ 'games:word-match:records': { v: 1, data: DAILY_V1 }, 'games:word-match:scores': { v: 1, data: SCORES_V1 } });
    const dailies = createDailyRecordsStore('word-match', storage);
    expect(dailies.load()).toEqual(DAILY_V1);
    changeScores('word-match', (prior) => recordScore(prior, 'easy', 40, {}, 5).records, { storage });
    expect(dailies.load()).toEqual(DAILY_V1);
    const afterDaily = recordDailyRound(dailies.load()!, { date: '2026-11-29', mistakes: 0 });
    dailies.save(afterDaily);
    expect(dailies.load()).toMatchObject({ currentStreak: 3, maxStreak: 3 });
    expect(loadScores('word-match', { storage })).toEqual({ byKey: { ...SCORES_V1.byKey, easy: { best: 40, bestExtras: {}, played: 1, recent: [{ score: 40, at: 5 }] } } });
    expect([...storage.items.keys()]).toEqual(['games:word-match:records']);
  });

  it('folds a :scores v1 into a document the dailies saved first', () => {
    const storage = memoryStorage({ 'games:quiz-master-game:scores': { v: 1, data: SCORES_V1 } });
    // The dailies' store alone (a first daily before any score was read): it carries every older format over.
    createDailyRecordsStore('quiz-master-game', storage).save(recordDailyRound(emptyRecords(), { date: '2026-11-29', mistakes: 1 }));
    expect(loadScores('quiz-master-game', { storage })).toEqual(SCORES_V1);

    const late = memoryStorage({ 'games:quiz-master-game:records': { v: 2, data: { boards: {}, daily: { done: { '2026-11-29': { won: true, timeMs: 0, hints: 0, flawless: true } }, currentStreak: 1, maxStreak: 1 } } } });
    late.setItem('games:quiz-master-game:scores', JSON.stringify({ v: 1, data: SCORES_V1 }));
    expect(loadScores('quiz-master-game', { storage: late })).toEqual(SCORES_V1);
    expect(late.items.has('games:quiz-master-game:scores')).toBe(false);
    expect(createDailyRecordsStore('quiz-master-game', late).load()).toMatchObject({ currentStreak: 1, dailyDone: { '2026-11-29': { flawless: true } } });
  });

  it('raises the round recorded last, and publishes each save with the publisher given', () => {
    const storage = memoryStorage();
    const publish = jest.fn();
    changeScores('quartiles', (prior) => recordScore(prior, 'daily', 30, { words: 4 }, 7).records, { storage, publish });
    raiseScores('quartiles', 'daily', 50, { words: 9 }, { storage, publish });
    expect(loadScores('quartiles', { storage }).byKey.daily).toEqual({ best: 50, bestExtras: { words: 9 }, played: 1, recent: [{ score: 50, at: 7 }] });
    expect(publish).toHaveBeenCalledTimes(2);
    expect(createScoreRecordsStore('quartiles', { storage }).key).toBe('games:quartiles:records');
  });
});
