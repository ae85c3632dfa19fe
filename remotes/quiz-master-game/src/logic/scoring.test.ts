import { pointsFor, rankFor } from './scoring';

describe('points', () => {
  it('add a base by difficulty, 5 per whole second left and a streak bonus capped at 100', () => {
    expect(pointsFor('easy', 19_999, 1)).toEqual({ base: 100, time: 95, streak: 0, total: 195 });
    expect(pointsFor('medium', 0, 3)).toEqual({ base: 150, time: 0, streak: 50, total: 200 });
    expect(pointsFor('hard', 5_000, 20).streak).toBe(100);
    expect(pointsFor('hard', -10, 1).time).toBe(0);
  });

  it('rank a round by the share of right answers', () => {
    expect(rankFor(10, 10)).toBe('Quiz master');
    expect(rankFor(8, 10)).toBe('Expert');
    expect(rankFor(0, 10)).toBe('Beginner');
    expect(rankFor(0, 0)).toBe('Beginner');
  });
});
