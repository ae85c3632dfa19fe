import type { CatalogCategory, CatalogRecord } from '@games/shared/contracts';
import { catalogOf, titleFromSlug, type Catalog } from './catalog';

/**
 * Catalogues for the host's tests. The real records live in the games' folders and are checked there
 * (scripts/catalog/catalog.test.ts); the host's tests check what the host does with any catalogue.
 */

/** A complete, valid record for a game, with art where a deployed release would serve it. */
export function fixtureRecord(slug: string, id: number, categories: readonly CatalogCategory[], extra: Partial<CatalogRecord> = {}): CatalogRecord {
  const title = titleFromSlug(slug);
  return {
    id,
    title,
    tagline: `Play ${title} in a few minutes`,
    categories,
    image: { src: `http://localhost:8081/${slug}/1.0.0/card.svg`, width: 400, height: 300 + (id % 3) * 100, alt: `The ${title} board, half played` },
    metadata: {
      title: `${title} - a test title`,
      socialTitle: `${title}: the social title`,
      keywords: `${slug}, test`,
      description: `The description of ${title}.`,
    },
    ...extra,
  };
}

/**
 * A small catalogue shaped like the real one: games in several categories (listed here out of id order), the
 * 'causal' misspelling, a hidden game, and enough logic games that the home gallery holds more than 21.
 */
export const FIXTURE_RECORDS: Readonly<Record<string, CatalogRecord>> = {
  '2048': fixtureRecord('2048', 6, ['puzzle', 'skill', 'casual']),
  'word-search': fixtureRecord('word-search', 1, ['puzzle', 'word', 'educational']),
  sudoku: fixtureRecord('sudoku', 2, ['puzzle', 'educational', 'logic']),
  'tic-tac-toe': fixtureRecord('tic-tac-toe', 3, ['skill', 'casual', 'puzzle']),
  'matching-card': fixtureRecord('matching-card', 4, ['skill', 'puzzle', 'causal']),
  'falling-stars': fixtureRecord('falling-stars', 5, ['skill', 'causal']),
  'queens-game': fixtureRecord('queens-game', 7, ['logic'], { metadata: { title: '', socialTitle: '', keywords: 'queens, logic', description: 'Place the queens.' } }),
  ...Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`logic-game-${i + 1}`, fixtureRecord(`logic-game-${i + 1}`, 8 + i, ['logic'])])),
  'path-puzzle-game': fixtureRecord('path-puzzle-game', 25, [], { hidden: true }),
  chess: fixtureRecord('chess', 26, ['skill', 'logic']),
};

export const FIXTURE_CATALOG: Catalog = catalogOf(FIXTURE_RECORDS);
