import {
  accuracy,
  accuracyPercent,
  holdReaction,
  idleReactionClock,
  median,
  reactionStats,
  reactionTimeAt,
  releaseReaction,
  stimulusShown,
} from './reaction';

describe('reaction clock', () => {
  it('has no reaction time before a stimulus', () => {
    expect(reactionTimeAt(idleReactionClock(), 500)).toBeNull();
  });

  it('measures from the frame the stimulus showed', () => {
    const clock = stimulusShown(idleReactionClock(), 1_000.4);
    expect(reactionTimeAt(clock, 1_450.6)).toBe(450);
    // A new stimulus starts a new measure.
    expect(reactionTimeAt(stimulusShown(clock, 2_000), 2_300)).toBe(300);
  });

  it('leaves holds (a hidden tab, a pause) out', () => {
    let clock = stimulusShown(idleReactionClock(), 0);
    clock = holdReaction(clock, 200);
    expect(reactionTimeAt(clock, 5_000)).toBe(200);
    clock = releaseReaction(clock, 10_000);
    expect(reactionTimeAt(clock, 10_300)).toBe(500);
    // A second hold adds up.
    clock = releaseReaction(holdReaction(clock, 10_400), 11_400);
    expect(reactionTimeAt(clock, 11_500)).toBe(700);
  });

  it('a stimulus shown while held counts from the release', () => {
    let clock = holdReaction(idleReactionClock(), 0);
    clock = stimulusShown(clock, 100);
    clock = releaseReaction(clock, 3_100);
    expect(reactionTimeAt(clock, 3_400)).toBe(300);
  });

  it('is never negative', () => {
    expect(reactionTimeAt(stimulusShown(idleReactionClock(), 500), 400)).toBe(0);
  });
});

describe('stats', () => {
  it('tells count, mean, median and fastest', () => {
    expect(reactionStats([400, 500, 900, 600])).toEqual({ count: 4, meanMs: 600, medianMs: 550, fastestMs: 400 });
    expect(reactionStats([])).toEqual({ count: 0, meanMs: 0, medianMs: 0, fastestMs: 0 });
    expect(reactionStats([300, Number.NaN, -1])).toEqual({ count: 1, meanMs: 300, medianMs: 300, fastestMs: 300 });
    expect(median([3, 1, 2])).toBe(2);
  });

  it('tells accuracy', () => {
    const trials = [{ correct: true }, { correct: true }, { correct: false }];
    expect(accuracy(trials)).toBeCloseTo(2 / 3);
    expect(accuracyPercent(trials)).toBe(67);
    expect(accuracy([])).toBe(0);
  });
});
