import { categoriesFromText, CATEGORY_IDS, normaliseCategories } from './categories';

describe('categories', () => {
  it('are eight, read from the URL and normalised to the bank order', () => {
    expect(CATEGORY_IDS).toHaveLength(8);
    expect(categoriesFromText('history,science,bogus')).toEqual(['science', 'history']);
    expect(categoriesFromText('bogus')).toBeNull();
    expect(categoriesFromText(null)).toBeNull();
    expect(normaliseCategories(['arts', 'arts', 'x'])).toEqual(['arts']);
    expect(normaliseCategories([])).toEqual([...CATEGORY_IDS]);
  });
});
