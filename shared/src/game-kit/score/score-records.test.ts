import {
  emptyScoreRecords,
  isScoreRecords,
  liveBest,
  RECENT_SCORES_LIMIT,
  recordedOutcome,
  recordScore,
  scoreRecordOf,
  scoreRecordsFromBests,
  type ScoreRecords,
} from './score-records';
import { raiseRecordedRound } from './raise-recorded-round';

describe('recordScore', () => {
  it('makes the first round that scores a new best, with no previous best', () => {
    const outcome = recordScore(emptyScoreRecords(), '4', 1200, { tile: 128 }, 1000);
    expect(outcome).toMatchObject({ score: 1200, best: 1200, newBest: true, previousBest: undefined, newBestExtras: ['tile'] });
    expect(scoreRecordOf(outcome.records, '4')).toEqual({ best: 1200, bestExtras: { tile: 128 }, played: 1, recent: [{ score: 1200, at: 1000 }] });
  });

  it('keeps the best per key and tells the previous best when it is beaten', () => {
    let records = recordScore(emptyScoreRecords(), '4', 1200).records;
    const lower = recordScore(records, '4', 800);
    expect(lower).toMatchObject({ newBest: false, best: 1200, previousBest: 1200 });
    const higher = recordScore(lower.records, '4', 3000);
    expect(higher).toMatchObject({ newBest: true, best: 3000, previousBest: 1200 });
    records = recordScore(higher.records, '5', 10).records;
    expect(scoreRecordOf(records, '4')).toMatchObject({ best: 3000, played: 3 });
    expect(scoreRecordOf(records, '5')).toMatchObject({ best: 10, played: 1 });
  });

  it('a tie is not a new best; a first round of 0 is played but no best', () => {
    const zero = recordScore(emptyScoreRecords(), 'default', 0);
    expect(zero).toMatchObject({ newBest: false, best: 0, previousBest: undefined });
    expect(scoreRecordOf(zero.records, 'default').played).toBe(1);
    const first = recordScore(zero.records, 'default', 50);
    expect(first).toMatchObject({ newBest: true, previousBest: 0 });
    expect(recordScore(first.records, 'default', 50).newBest).toBe(false);
  });

  it('raises each named figure on its own', () => {
    let outcome = recordScore(emptyScoreRecords(), 'k', 100, { combo: 5, tile: 64 });
    outcome = recordScore(outcome.records, 'k', 50, { combo: 9, tile: 32 });
    expect(outcome.newBest).toBe(false);
    expect(outcome.newBestExtras).toEqual(['combo']);
    expect(scoreRecordOf(outcome.records, 'k').bestExtras).toEqual({ combo: 9, tile: 64 });
  });

  it('keeps only the latest scores, oldest first', () => {
    let records = emptyScoreRecords();
    for (let i = 1; i <= RECENT_SCORES_LIMIT + 5; i++) records = recordScore(records, 'k', i, {}, 1_700_000_000_000 + i * 1000).records;
    const { recent, played } = scoreRecordOf(records, 'k');
    expect(played).toBe(RECENT_SCORES_LIMIT + 5);
    expect(recent).toHaveLength(RECENT_SCORES_LIMIT);
    expect(recent[0]).toEqual({ score: 6, at: 1_700_000_006_000 });
    expect(recent[recent.length - 1]).toEqual({ score: RECENT_SCORES_LIMIT + 5, at: 1_700_000_000_000 + (RECENT_SCORES_LIMIT + 5) * 1000 });
    expect(isScoreRecords(records)).toBe(true);
  });

  it('never records an invalid number as a best', () => {
    const outcome = recordScore(emptyScoreRecords(), 'k', Number.NaN, { tile: -4, combo: 1.5 });
    expect(outcome.newBest).toBe(false);
    expect(scoreRecordOf(outcome.records, 'k')).toEqual({ best: 0, bestExtras: {}, played: 1, recent: [] });
    expect(isScoreRecords(outcome.records)).toBe(true);
  });

  it('does not change the records it was given', () => {
    const records = recordScore(emptyScoreRecords(), 'k', 10).records;
    const copy = JSON.parse(JSON.stringify(records)) as ScoreRecords;
    recordScore(records, 'k', 20, { tile: 8 });
    expect(records).toEqual(copy);
  });
});

describe('raiseRecordedRound', () => {
  it('raises the best, its figures and the latest recent score of a round that goes on scoring, without counting a round', () => {
    const first = recordScore(emptyScoreRecords(), 'daily', 50, { words: 10 }, 1000).records;
    const raised = raiseRecordedRound(first, 'daily', 80, { words: 14 });
    expect(scoreRecordOf(raised, 'daily')).toEqual({ best: 80, bestExtras: { words: 14 }, played: 1, recent: [{ score: 80, at: 1000 }] });
  });

  it('keeps a higher best of an earlier round, and changes nothing for a lower score or before any round', () => {
    const earlier = recordScore(emptyScoreRecords(), 'k', 200, {}, 1).records;
    const now = recordScore(earlier, 'k', 50, {}, 2).records;
    const raised = raiseRecordedRound(now, 'k', 60);
    expect(scoreRecordOf(raised, 'k')).toMatchObject({ best: 200, played: 2, recent: [{ score: 200, at: 1 }, { score: 60, at: 2 }] });
    expect(raiseRecordedRound(raised, 'k', 40)).toBe(raised);
    expect(raiseRecordedRound(emptyScoreRecords(), 'k', 40)).toEqual(emptyScoreRecords());
  });
});

describe('liveBest', () => {
  it('counts the round in play', () => {
    const records = recordScore(emptyScoreRecords(), '4', 500).records;
    expect(liveBest(records, '4', 200)).toBe(500);
    expect(liveBest(records, '4', 900)).toBe(900);
    expect(liveBest(records, '5', 20)).toBe(20);
  });
});

describe('isScoreRecords', () => {
  it('accepts what recordScore makes and rejects other shapes', () => {
    expect(isScoreRecords(recordScore(emptyScoreRecords(), '4', 5, { tile: 4 }, 1).records)).toBe(true);
    expect(isScoreRecords(emptyScoreRecords())).toBe(true);
    expect(isScoreRecords(null)).toBe(false);
    expect(isScoreRecords({})).toBe(false);
    expect(isScoreRecords({ byKey: [] })).toBe(false);
    expect(isScoreRecords({ byKey: { '4': { best: -1, bestExtras: {}, played: 0, recent: [] } } })).toBe(false);
    expect(isScoreRecords({ byKey: { '4': { best: 1, bestExtras: { tile: 'x' }, played: 0, recent: [] } } })).toBe(false);
    expect(isScoreRecords({ byKey: { '4': { best: 1, bestExtras: {}, played: 1, recent: [{ score: 1 }] } } })).toBe(false);
    expect(isScoreRecords({ byKey: { '4': { best: 1, bestExtras: {}, played: 1.5, recent: [] } } })).toBe(false);
  });
});

describe('scoreRecordsFromBests', () => {
  it('turns an older best into records without rounds', () => {
    const records = scoreRecordsFromBests({ '4': { best: 900, extras: { tile: 64 } }, '5': { best: -3 } });
    expect(records.byKey).toEqual({ '4': { best: 900, bestExtras: { tile: 64 }, played: 0, recent: [] } });
    expect(recordScore(records, '4', 1000)).toMatchObject({ newBest: true, previousBest: 900 });
    expect(recordScore(records, '4', 100)).toMatchObject({ newBest: false, previousBest: 900 });
  });
});

describe('recordedOutcome', () => {
  it('shows a recorded round again without counting it or calling it new', () => {
    const { records } = recordScore(emptyScoreRecords(), '4', 700);
    expect(recordedOutcome(records, '4', 700)).toMatchObject({ records, score: 700, best: 700, newBest: false, previousBest: 700 });
    expect(recordedOutcome(records, '5', 30)).toMatchObject({ best: 30, newBest: false, previousBest: undefined });
  });
});
