/** The six categories of SPEC §3 plus 'all'. Slugs are the gallery paths. */
export type CategoryKey = 'all' | 'puzzle' | 'logic' | 'skill' | 'word' | 'casual' | 'educational';

export interface Category {
  key: CategoryKey;
  label: string;
  /** Heading shown when the category is selected. */
  heading: string;
  alt: string;
  /** Path segment without the slash; '' for all. */
  slug: string;
  icon: string;
  background: string;
}

export const CATEGORIES: readonly Category[] = [
  { key: 'all', label: 'All Games', heading: 'All Games', alt: 'All games', slug: '', icon: '/images/categories/all.svg', background: '#6c5ce7' },
  { key: 'puzzle', label: 'Puzzle Games', heading: 'Puzzle Games', alt: 'Puzzle games', slug: 'puzzle-games', icon: '/images/categories/puzzle.svg', background: '#0984e3' },
  { key: 'logic', label: 'Brain/Logic Games', heading: 'Brain/Logic Games', alt: 'Brain and logic games', slug: 'brain-logic-games', icon: '/images/categories/logic.svg', background: '#e17055' },
  { key: 'skill', label: 'Skill Games', heading: 'Skill Games', alt: 'Skill games', slug: 'skill-games', icon: '/images/categories/skill.svg', background: '#00b894' },
  { key: 'word', label: 'Word Games', heading: 'Word Games', alt: 'Word games', slug: 'word-games', icon: '/images/categories/word.svg', background: '#fdcb6e' },
  { key: 'casual', label: 'Casual Games', heading: 'Casual Games', alt: 'Casual games', slug: 'casual-games', icon: '/images/categories/casual.svg', background: '#e84393' },
  { key: 'educational', label: 'Educational Games', heading: 'Educational Games', alt: 'Educational games', slug: 'educational-games', icon: '/images/categories/educational.svg', background: '#00cec9' },
];

export function categoryBySlug(slug: string): Category | undefined {
  return CATEGORIES.find((c) => c.slug === slug && c.slug !== '');
}

export function categoryByKey(key: CategoryKey): Category {
  const found = CATEGORIES.find((c) => c.key === key);
  if (!found) throw new Error(`unknown category ${key}`);
  return found;
}

/** Path of a category's gallery: '/' for all. */
export function categoryPath(category: Category): string {
  return `/${category.slug}`;
}
