import { gamesInCategory } from '../catalog/games';
import { isCategoryBarSticky } from './category-bar-placement';

describe('isCategoryBarSticky', () => {
  it('sticks with 21 or fewer games', () => {
    expect(isCategoryBarSticky(0)).toBe(true);
    expect(isCategoryBarSticky(1)).toBe(true);
    expect(isCategoryBarSticky(21)).toBe(true);
  });

  it('places the bar after the grid with more than 21 games', () => {
    expect(isCategoryBarSticky(22)).toBe(false);
    expect(isCategoryBarSticky(35)).toBe(false);
  });

  it('is not sticky on the home gallery of 35 games', () => {
    expect(isCategoryBarSticky(gamesInCategory('all').length)).toBe(false);
  });

  it('is sticky on the brain/logic gallery of 20 games', () => {
    expect(gamesInCategory('logic')).toHaveLength(20);
    expect(isCategoryBarSticky(gamesInCategory('logic').length)).toBe(true);
  });
});
