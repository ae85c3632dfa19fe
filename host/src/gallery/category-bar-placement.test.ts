import { isCategoryBarSticky } from './category-bar-placement';

describe('isCategoryBarSticky', () => {
  it('sticks with 21 or fewer games', () => {
    expect(isCategoryBarSticky(0)).toBe(true);
    expect(isCategoryBarSticky(1)).toBe(true);
    expect(isCategoryBarSticky(21)).toBe(true);
  });

  it('places the bar after the grid with more than 21 games', () => {
    expect(isCategoryBarSticky(22)).toBe(false);
    expect(isCategoryBarSticky(36)).toBe(false);
  });
});
