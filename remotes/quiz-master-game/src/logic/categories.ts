// The eight categories of the bank, one JSON file each (src/data/questions/<id>.json).

export const CATEGORY_IDS = ['science', 'geography', 'history', 'arts', 'nature', 'food', 'sports', 'language'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const CATEGORY_LABEL: Record<CategoryId, string> = {
  science: 'Science',
  geography: 'Geography',
  history: 'History',
  arts: 'Arts & literature',
  nature: 'Nature',
  food: 'Food & drink',
  sports: 'Sports',
  language: 'Language',
};

export const isCategoryId = (value: unknown): value is CategoryId => typeof value === 'string' && (CATEGORY_IDS as readonly string[]).includes(value);

/** The categories asked for, in the bank's order, without repeats; every category when none is valid. */
export function normaliseCategories(values: readonly unknown[]): CategoryId[] {
  const chosen = CATEGORY_IDS.filter((id) => values.includes(id));
  return chosen.length > 0 ? chosen : [...CATEGORY_IDS];
}

/** "?categories=science,history" → the valid ones; null when the URL names none. */
export function categoriesFromText(text: string | null): CategoryId[] | null {
  if (!text) return null;
  const chosen = CATEGORY_IDS.filter((id) => text.split(',').includes(id));
  return chosen.length > 0 ? chosen : null;
}
