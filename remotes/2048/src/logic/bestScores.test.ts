import { bestFor, isBestScores, recordScore } from './bestScores';
import { isSettings } from './settings';

describe('best scores', () => {
  it('keeps bests per size, separately for games with undo', () => {
    let best = recordScore({}, 4, 1200, false);
    best = recordScore(best, 4, 5000, true);
    best = recordScore(best, 5, 300, false);
    expect(bestFor(best, 4, false)).toBe(1200);
    expect(bestFor(best, 4, true)).toBe(5000);
    expect(bestFor(best, 5, false)).toBe(300);
    expect(bestFor(best, 6, false)).toBe(0);
  });

  it('returns the same object when the score is not a new best', () => {
    const best = recordScore({}, 4, 100, false);
    expect(recordScore(best, 4, 100, false)).toBe(best);
    expect(recordScore(best, 4, 50, false)).toBe(best);
  });

  it('validates stored data', () => {
    expect(isBestScores({ '4': { withoutUndo: 10, withUndo: 0 } })).toBe(true);
    expect(isBestScores({})).toBe(true);
    expect(isBestScores({ '9': { withoutUndo: 10, withUndo: 0 } })).toBe(false);
    expect(isBestScores({ '4': { withoutUndo: -1, withUndo: 0 } })).toBe(false);
    expect(isBestScores([])).toBe(false);
    expect(isBestScores(null)).toBe(false);
  });
});

describe('settings', () => {
  it('validates stored data', () => {
    expect(isSettings({ size: 4, undoEnabled: false })).toBe(true);
    expect(isSettings({ size: 8, undoEnabled: false })).toBe(false);
    expect(isSettings({ size: 4 })).toBe(false);
  });
});
