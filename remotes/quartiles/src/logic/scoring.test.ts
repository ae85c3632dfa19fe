import { EXPERT_SCORE, nextRankOf, pointsFor, rankOf } from './scoring';

describe('scoring', () => {
  it('gives 1/2/4/8 points and Expert at 100', () => {
    expect([1, 2, 3, 4].map(pointsFor)).toEqual([1, 2, 4, 8]);
    expect(rankOf(EXPERT_SCORE).name).toBe('Expert');
    expect(rankOf(99).name).not.toBe('Expert');
    expect(nextRankOf(99)?.name).toBe('Expert');
    expect(nextRankOf(150)).toBeNull();
  });
});
