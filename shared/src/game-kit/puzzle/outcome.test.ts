import { bestScore, bestTime, fewestMoves } from './best-policy';
import { puzzleEnding, type PuzzleEndFacts } from './outcome';
import { emptyRecords, recordWin, type PuzzleRecords } from './records';
import { startSession, type PuzzleSession } from './session';
import { puzzleShareText } from './share-text';
import { digitsRules, type DigitsBoard, type DigitsPuzzle } from './test-rules';

const rules = digitsRules();
const TODAY = '2026-11-29';

function ended(overrides: Partial<PuzzleSession<DigitsPuzzle, DigitsBoard>> = {}): PuzzleSession<DigitsPuzzle, DigitsBoard> {
  return { ...startSession(rules, { solution: [1] }, { mode: 'unlimited', level: 'hard', seed: 's' }), status: 'won', elapsedMs: 65_000, moves: 4, ...overrides };
}

function facts(overrides: Partial<PuzzleEndFacts<DigitsPuzzle, DigitsBoard>> = {}): PuzzleEndFacts<DigitsPuzzle, DigitsBoard> {
  return {
    session: ended(),
    records: emptyRecords(),
    bestKey: 'hard',
    levelLabel: 'Hard',
    game: 'Test',
    slug: 'test-puzzle',
    countsMistakes: false,
    shareLines: ['🔢 1 cell'],
    loss: null,
    policy: bestTime,
    ...overrides,
  };
}

const withBest = (key: string, value: number): PuzzleRecords => ({ ...emptyRecords(), bestTimes: { [key]: value } });

describe('puzzle outcome', () => {
  it('a first solve sets the best time, records the win and says so', () => {
    const ending = puzzleEnding(facts());
    if (ending.kind !== 'won') throw new Error('a solve');
    expect(ending.title).toBe('Solved!');
    expect(ending.outcome).toMatchObject({ solved: true, flawless: true, newBest: true });
    expect(ending.best).toEqual({ previous: undefined, current: '1:05', newBest: true, spoken: '1:05, a new best' });
    expect(ending.records).toEqual(recordWin(emptyRecords(), { difficulty: 'hard', timeMs: 65_000, hints: 0, mistakes: 0 }).records);
    expect(ending.progressBest).toEqual({ label: 'Best time (Hard)', value: '1:05' });
    expect(ending.words).toBe('Solved in 1:05, flawless, a new best time.');
    expect(ending.streak).toBeNull();
    expect(ending.mistakes).toBeNull();
  });

  it('a slower solve keeps the standing best', () => {
    const ending = puzzleEnding(facts({ records: withBest('hard', 30_000) }));
    if (ending.kind !== 'won') throw new Error('a solve');
    expect(ending.outcome.newBest).toBe(false);
    expect(ending.best).toMatchObject({ current: '0:30', newBest: false });
    expect(ending.records.bestTimes.hard).toBe(30_000);
    expect(ending.words).toBe('Solved in 1:05, flawless.');
  });

  it('a daily solved with hints is done and counts for the streak, but sets no best', () => {
    const session = ended({ mode: 'daily', dailyDate: TODAY, hints: 2, mistakes: 1 });
    const ending = puzzleEnding(facts({ session, bestKey: 'daily', countsMistakes: true }));
    if (ending.kind !== 'won') throw new Error('a solve');
    expect(ending.title).toBe('Solved with 2 hints');
    expect(ending.outcome).toMatchObject({ flawless: false, newBest: false, dailyDone: true });
    expect(ending.records.dailyDone[TODAY]).toEqual({ timeMs: 65_000, hints: 2, flawless: false });
    expect(ending.records.bestTimes).toEqual({});
    expect(ending.streak).toBe(1);
    expect(ending.mistakes).toBe(1);
    expect(ending.bestLabel).toBe('Daily');
    expect(ending.progressBest).toBeNull();
    expect(ending.share).toEqual({ game: 'Test', daily: TODAY, detail: 'Hard', lines: ['🔢 1 cell'], timeMs: 65_000, flawless: false, hints: 2, streak: 1 });
  });

  it('under fewest moves, fewer moves set the best beside the best time', () => {
    const ending = puzzleEnding(facts({ policy: fewestMoves, records: withBest('moves:hard', 6) }));
    if (ending.kind !== 'won') throw new Error('a solve');
    expect(ending.outcome.newBest).toBe(true);
    expect(ending.best).toMatchObject({ previous: '6 moves', current: '4 moves', newBest: true });
    expect(ending.records.bestTimes).toEqual({ 'moves:hard': 4, hard: 65_000 });
    expect(ending.progressBest).toEqual({ label: 'Fewest moves (Hard)', value: '4 moves' });
    expect(ending.words).toBe('Solved in 1:05, flawless, a new fewest moves.');
    const more = puzzleEnding(facts({ policy: fewestMoves, records: withBest('moves:hard', 3) }));
    expect(more.kind === 'won' && more.records.bestTimes['moves:hard']).toBe(3);
  });

  it('under best score, a higher score is the best', () => {
    const policy = bestScore<DigitsPuzzle, DigitsBoard>((session) => 1000 - session.moves * 10);
    const ending = puzzleEnding(facts({ policy, records: withBest('score:hard', 900) }));
    if (ending.kind !== 'won') throw new Error('a solve');
    expect(ending.best).toMatchObject({ previous: '900', current: '960', newBest: true });
    expect(ending.words).toBe('Solved in 1:05, flawless, a new best score.');
    const lower = puzzleEnding(facts({ policy, records: withBest('score:hard', 990) }));
    expect(lower.kind === 'won' && lower.outcome.newBest).toBe(false);
  });

  it('a loss records nothing and says the game’s reason, else the mistakes', () => {
    const loss = { title: 'No jumps left', reason: '4 pegs are left; one is the goal.' };
    expect(puzzleEnding(facts({ session: ended({ status: 'lost', mistakes: 0 }), loss }))).toEqual({
      kind: 'lost',
      title: 'No jumps left',
      reason: '4 pegs are left; one is the goal.',
      mistakes: 0,
      timeMs: 65_000,
      words: '4 pegs are left; one is the goal.',
    });
    expect(puzzleEnding(facts({ session: ended({ status: 'lost', mistakes: 3 }) }))).toMatchObject({ title: 'Game over', reason: null, words: 'Game over after 3 mistakes.' });
  });
});

describe('puzzle share text', () => {
  it('names the game and day, the game’s lines, the time, hints and a streak from two days', () => {
    const text = puzzleShareText({ game: 'Queens', daily: '2025-01-02', detail: 'Hard', lines: ['👑 8×8'], timeMs: 65_000, flawless: false, hints: 1, streak: 2 });
    expect(text.split('\n').slice(1)).toEqual(['👑 8×8', '⏱ 1:05', '💡 1 hint', '🔥 2-day streak']);
    expect(text.split('\n')[0]).toMatch(/Queens #2$/);
    const unlimited = puzzleShareText({ game: 'Queens', detail: 'Hard', lines: [], timeMs: 5_000, flawless: true, hints: 0, streak: 0 });
    expect(unlimited.split('\n')).toEqual([expect.stringMatching(/Queens · Hard$/), '⏱ 0:05 · flawless ✨']);
  });
});
