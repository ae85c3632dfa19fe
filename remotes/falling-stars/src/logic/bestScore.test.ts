import { DEFAULT_SCORE_KEY, recordScore, scoreRecordOf } from '@games/shared/game-kit/score/score-records';
import { isLegacyBestRecord, scoreRecordsFromLegacy } from './bestScore';

describe('older best record', () => {
  it('validates what was saved under falling-stars:best', () => {
    expect(isLegacyBestRecord({ score: 10, combo: 3 })).toBe(true);
    expect(isLegacyBestRecord({ score: -1, combo: 3 })).toBe(false);
    expect(isLegacyBestRecord({ score: 1.5, combo: 3 })).toBe(false);
    expect(isLegacyBestRecord({ score: 10 })).toBe(false);
    expect(isLegacyBestRecord(null)).toBe(false);
  });

  it('carries the best score and combo into the score records', () => {
    const records = scoreRecordsFromLegacy({ score: 120, combo: 9 });
    expect(scoreRecordOf(records, DEFAULT_SCORE_KEY)).toMatchObject({ best: 120, bestExtras: { combo: 9 }, played: 0 });
    expect(recordScore(records, DEFAULT_SCORE_KEY, 150, { combo: 4 })).toMatchObject({ newBest: true, previousBest: 120, newBestExtras: [] });
  });
});
