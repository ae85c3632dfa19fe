import { CATEGORIES } from '../catalog/categories';
import { GAMES, gamesInCategory, titleFromSlug } from '../catalog/games';
import { CATEGORY_DESCRIPTIONS, categoryDescription, type DescribedCategoryKey } from './category-descriptions';

const describedKeys = Object.keys(CATEGORY_DESCRIPTIONS) as DescribedCategoryKey[];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Titles of gallery games that the text names as whole words. */
function namedGames(text: string): string[] {
  return GAMES.map((g) => g.slug).filter((name) => new RegExp(`\\b${escapeRegExp(titleFromSlug(name))}\\b`).test(text));
}

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

  it.each(describedKeys)('%s names several of its own games and none from outside it', (key) => {
    const text = CATEGORY_DESCRIPTIONS[key];
    const named = namedGames([...text.paragraphs, ...text.highlights].join('\n'));
    const inCategory = gamesInCategory(key).map((g) => g.slug);
    expect(named.length).toBeGreaterThanOrEqual(5);
    expect(named.filter((name) => !inCategory.includes(name))).toEqual([]);
  });
});
