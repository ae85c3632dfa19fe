import { createStore, type StorageLike, type Store } from '@games/shared/game-kit/storage';
import type { Catalog } from '../catalog/catalog';

/**
 * The player's favourite games, kept in this browser only (no account): slugs, newest first, saved as
 * `games:favourites` = {v:1,data:[slugs]}. Plain TS: the React side is useFavourites.ts.
 */
export const FAVOURITES_STORE_KEY = 'favourites';

/** Enough for every game several times over; a list edited by hand cannot grow storage without bound. */
export const MAX_FAVOURITES = 100;

/** A slug as the catalogue writes them: lowercase words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isSlugList = (value: unknown): value is string[] => Array.isArray(value) && value.every((slug) => typeof slug === 'string');

/** Keeps well-formed slugs, each once (its newest place), at most MAX_FAVOURITES. */
export function cleanFavourites(slugs: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const slug of slugs) if (SLUG.test(slug) && slug.length <= 64 && !seen.has(slug)) seen.add(slug);
  return [...seen].slice(0, MAX_FAVOURITES);
}

export function favouritesStore(storage?: StorageLike): Store<string[]> {
  return createStore<string[]>({ key: FAVOURITES_STORE_KEY, version: 1, validate: isSlugList, storage });
}

/** The saved list; empty when nothing valid is saved or storage is blocked. Never throws. */
export function loadFavourites(store: Store<string[]>): string[] {
  return cleanFavourites(store.load() ?? []);
}

/** The list with `slug` added first (newest) or, when it is there, removed. */
export function toggleFavourite(slugs: readonly string[], slug: string): string[] {
  return slugs.includes(slug) ? slugs.filter((s) => s !== slug) : cleanFavourites([slug, ...slugs]);
}

/**
 * The favourites the catalogue knows, newest first. Others are skipped, not deleted: a game the registry
 * drops for a while comes back as a favourite.
 */
export function knownFavourites(slugs: readonly string[], catalog: Catalog): string[] {
  return slugs.filter((slug) => Object.hasOwn(catalog.records, slug));
}
