import type { CatalogCategory, CatalogImage, CatalogMetadata, CatalogRecord } from '@games/shared/contracts';

/**
 * A record as the host holds it: a page embeds its games' records without their head metadata, except for the
 * game the page is about (the registry the client reads brings the rest).
 */
export type PageRecord = Omit<CatalogRecord, 'metadata'> & { metadata?: CatalogMetadata };
import type { CategoryKey } from './categories';

/**
 * The catalogue as the host holds it: the records the games publish in their registry entries (or the
 * host's built-in snapshot of them, when the registry cannot be read), by slug. The gallery, the game page,
 * routing and the server's 404s all read one of these; no game is described in the host's own code.
 */

/** Category values as records store them, including the kept misspelling 'causal' (SPEC §3). */
export type CategoryValue = CatalogCategory;
export type GameImage = CatalogImage;
export type GameMetadataEntry = CatalogMetadata;

export interface GameRecord {
  /** Gallery position. */
  id: number;
  /** Used in /game/{slug}, as the remote's folder name and as its registry key. */
  slug: string;
  title: string;
  tagline: string;
  categories: readonly CategoryValue[];
  /** Listed in the gallery; a game outside it is still playable at /game/{slug} (SPEC §1). */
  gallery: boolean;
  /** Has a daily puzzle, opened at /game/{slug}?mode=daily (the home page's Today tiles). */
  daily: boolean;
  image: GameImage;
  /** Head metadata; absent until the registry brings it, on a page about another game. */
  metadata?: GameMetadataEntry;
}

export interface Catalog {
  /** Changes whenever any record does: what the server's page cache is keyed by. */
  readonly version: string;
  /** Every playable game, by id (then slug, should two teams ever pick the same id). */
  readonly games: readonly GameRecord[];
  /** The games the gallery lists, in gallery order. */
  readonly gallery: readonly GameRecord[];
  /** The records the catalogue was made from, by slug: what a page embeds and the client reads back. */
  readonly records: Readonly<Record<string, PageRecord>>;
}

/** FNV-1a: a short, stable fingerprint of the records (not a security measure). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function catalogOf(records: Readonly<Record<string, PageRecord>>): Catalog {
  const slugs = Object.keys(records).sort();
  const sorted = Object.fromEntries(slugs.map((slug) => [slug, records[slug]]));
  const games = slugs
    .map((slug): GameRecord => {
      const { id, title, tagline, categories, hidden, daily, image, metadata } = records[slug];
      return { id, slug, title, tagline, categories, gallery: !hidden, daily: Boolean(daily), image, metadata };
    })
    .sort((a, b) => a.id - b.id || a.slug.localeCompare(b.slug));
  return { version: fingerprint(JSON.stringify(sorted)), games, gallery: games.filter((game) => game.gallery), records: sorted };
}

export const EMPTY_CATALOG: Catalog = catalogOf({});

export function gameRecord(catalog: Catalog, slug: string): GameRecord | undefined {
  return catalog.games.find((game) => game.slug === slug);
}

/** Whether /game/{name} opens a game: any game of the catalogue, listed in the gallery or not. */
export function isPlayableGame(catalog: Catalog, name: string): boolean {
  return Object.hasOwn(catalog.records, name);
}

export function gamesInCategory(catalog: Catalog, key: CategoryKey): readonly GameRecord[] {
  if (key === 'all') return catalog.gallery;
  return catalog.gallery.filter((game) => game.categories.includes(key));
}

/** 'word-search' → 'Word Search' (SPEC: hyphens to spaces, words capitalised), for names outside the catalogue. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** A game's title: its record's, or the slug's for a name the catalogue does not know. */
export function gameTitle(catalog: Catalog, slug: string): string {
  return gameRecord(catalog, slug)?.title ?? titleFromSlug(slug);
}
