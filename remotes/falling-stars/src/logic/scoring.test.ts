import { milestoneCrossed, multiplierFor, pointsFor } from './scoring';

describe('scoring', () => {
  it('raises the multiplier every 5 catches in a row, up to x5', () => {
    expect([0, 1, 4, 5, 9, 10, 15, 20, 99].map(multiplierFor)).toEqual([1, 1, 1, 2, 2, 3, 4, 5, 5]);
  });

  it('scores 10 per star and 50 per golden star, times the multiplier', () => {
    expect(pointsFor('star', 0)).toBe(10);
    expect(pointsFor('gold', 0)).toBe(50);
    expect(pointsFor('star', 4)).toBe(20);
    expect(pointsFor('gold', 9)).toBe(150);
  });

  it('reports the milestone a score passed', () => {
    expect(milestoneCrossed(240, 250)).toBe(250);
    expect(milestoneCrossed(480, 520)).toBe(500);
    expect(milestoneCrossed(250, 260)).toBeNull();
  });
});
