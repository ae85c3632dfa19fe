import { progressPublished } from '../progress/publish';
import { memoryStorage } from '../records/test-storage';
import { bestTime } from './best-policy';
import { previousDateKey } from './daily';
import { readRecords, recordDealt, recordEnding } from './session-records';
import { startSession, type PuzzleSession } from './session';
import { digitsRules, type DigitsBoard, type DigitsPuzzle } from './test-rules';

const KEY = 'games:test-puzzle:records';
const TODAY = '2026-11-29';
const YESTERDAY = previousDateKey(TODAY);
const rules = digitsRules();

/** A player's records as the session kept them before the records document (`:records` version 1). */
const V1 = {
  bestTimes: { easy: 42_000, hard: 95_000, daily: 61_000 },
  dailyDone: { '2026-11-26': { timeMs: 70_000, hints: 1, flawless: false }, [YESTERDAY]: { timeMs: 61_000, hints: 0, flawless: true } },
  played: 12,
  won: 9,
  currentStreak: 2,
  maxStreak: 5,
};

const stored = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.items.get(KEY) ?? 'null');

function dailySolve(timeMs: number, hints = 0): PuzzleSession<DigitsPuzzle, DigitsBoard> {
  const session = startSession(rules, { solution: [1] }, { mode: 'daily', level: 'easy', seed: 's', dailyDate: TODAY });
  return { ...session, status: 'won', elapsedMs: timeMs, hints };
}

const facts = (session: PuzzleSession<DigitsPuzzle, DigitsBoard>) => ({
  session,
  bestKey: 'daily',
  levelLabel: 'Easy',
  policy: bestTime,
  game: 'Test',
  slug: 'test-puzzle',
  countsMistakes: false,
  shareLines: [],
  loss: null,
});

describe('the puzzle session’s records in the records document', () => {
  it('reads a player’s version 1 records back the same, every best and the streak', () => {
    const storage = memoryStorage({ [KEY]: { v: 1, data: V1 } });
    expect(readRecords('test-puzzle', TODAY, storage)).toEqual({ records: V1, streak: 2 });
    // Read once, kept as the records document (version 2) from then on, holding the same records.
    expect(stored(storage).v).toBe(2);
    expect(readRecords('test-puzzle', TODAY, storage).records).toEqual(V1);
  });

  it('publishes the carried-over dailies for the home page, which reads only version 1 itself', async () => {
    const storage = memoryStorage({ [KEY]: { v: 1, data: V1 } });
    readRecords('test-puzzle', TODAY, storage);
    await progressPublished();
    const progress = JSON.parse(storage.items.get('games:progress:test-puzzle') ?? 'null')?.data;
    expect(progress.solvedDays).toEqual(['2026-11-26', YESTERDAY]);
    expect(progress.daily).toMatchObject({ date: YESTERDAY, state: 'solved' });
    expect(progress.bestStreak).toBe(5);
  });

  it('writes version 2 on a deal, the version 1 records carried over', () => {
    const storage = memoryStorage({ [KEY]: { v: 1, data: V1 } });
    expect(recordDealt('test-puzzle', TODAY, storage).records).toEqual({ ...V1, played: 13 });
    expect(stored(storage).v).toBe(2);
    expect(readRecords('test-puzzle', TODAY, storage).records).toEqual({ ...V1, played: 13 });
  });

  it('records a solve over version 1 records: the streak goes on, a slower time leaves the best', () => {
    const storage = memoryStorage({ [KEY]: { v: 1, data: V1 } });
    const { records, streak, ending } = recordEnding(facts(dailySolve(80_000)), TODAY, storage);
    expect(ending.kind).toBe('won');
    expect(records).toEqual({
      ...V1,
      dailyDone: { ...V1.dailyDone, [TODAY]: { timeMs: 80_000, hints: 0, flawless: true } },
      won: 10,
      currentStreak: 3,
      maxStreak: 5,
    });
    expect(streak).toBe(3);
    expect(readRecords('test-puzzle', TODAY, storage).records).toEqual(records);
    expect(ending.words).toBe('Solved in 1:20, flawless.');
  });

  it('records a faster solve as the new best, and a loss as nothing', () => {
    const storage = memoryStorage({ [KEY]: { v: 1, data: V1 } });
    const won = recordEnding(facts(dailySolve(50_000)), TODAY, storage);
    expect(won.records.bestTimes).toEqual({ ...V1.bestTimes, daily: 50_000 });
    expect(won.ending.kind === 'won' && won.ending.progressBest).toEqual({ label: 'Best time (Daily)', value: '0:50' });
    const lost = recordEnding({ ...facts({ ...dailySolve(9_000), status: 'lost', mistakes: 3 }), loss: null }, TODAY, storage);
    expect(lost.ending).toMatchObject({ kind: 'lost', words: 'Game over after 3 mistakes.' });
    expect(lost.records).toEqual(won.records);
  });

  it('starts with no records, and none from a corrupt document', () => {
    expect(readRecords('test-puzzle', TODAY, memoryStorage()).records).toMatchObject({ played: 0, won: 0, bestTimes: {} });
    const corrupt = memoryStorage({ [KEY]: { v: 2, data: { boards: 'no' } } });
    expect(readRecords('test-puzzle', TODAY, corrupt)).toMatchObject({ records: { played: 0 }, streak: 0 });
  });
});

describe('the puzzle records beside a game’s score records', () => {
  it('leaves the score store’s own key alone (matching-card keeps its fewest moves there)', () => {
    const scores = { v: 1, data: { byKey: { '3x4': { best: 3, played: 1, recent: [] } } } };
    const storage = memoryStorage({ [KEY]: { v: 1, data: V1 }, 'games:test-puzzle:scores': scores });
    recordDealt('test-puzzle', TODAY, storage);
    expect(JSON.parse(storage.items.get('games:test-puzzle:scores')!)).toEqual(scores);
    expect(readRecords('test-puzzle', TODAY, storage).records).toEqual({ ...V1, played: 13 });
  });
});
