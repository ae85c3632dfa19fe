import { CATEGORIES } from '../catalog/categories';
import { CATEGORY_DESCRIPTIONS, categoryDescription, type DescribedCategoryKey } from './category-descriptions';

const describedKeys = Object.keys(CATEGORY_DESCRIPTIONS) as DescribedCategoryKey[];

describe('category descriptions', () => {
  it('exist for the six categories and not for all', () => {
    expect(describedKeys.sort()).toEqual(CATEGORIES.filter((c) => c.key !== 'all').map((c) => c.key).sort());
    expect(categoryDescription('all')).toBeUndefined();
  });

  it.each(describedKeys)('%s has a heading, two or three paragraphs and a bullet list', (key) => {
    const text = CATEGORY_DESCRIPTIONS[key];
    expect(text.heading).not.toBe('');
    expect(text.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(text.paragraphs.length).toBeLessThanOrEqual(3);
    expect(text.highlights.length).toBeGreaterThanOrEqual(3);
  });
  // That each names games of its own category is checked against the games' records: scripts/catalog/catalog.test.ts.
});
