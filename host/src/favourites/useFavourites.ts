import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useCatalog } from '../catalog/page-catalog';
import { favouritesStore, knownFavourites, loadFavourites, toggleFavourite } from './favourites-store';

/**
 * One list for the whole page, shared by every heart and the home page's row: a toggle anywhere redraws them
 * all, and a toggle in another tab arrives through the `storage` event.
 */
const store = favouritesStore();
const NONE: readonly string[] = [];
let current: readonly string[] | undefined;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

function snapshot(): readonly string[] {
  current ??= loadFavourites(store);
  return current;
}

function onStorage(event: StorageEvent): void {
  // key null: another tab cleared the whole storage.
  if (event.key !== null && event.key !== store.key) return;
  current = loadFavourites(store);
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Adds or removes a favourite. Blocked storage still changes the list for this page; it is just not kept. */
export function toggleFavouriteGame(slug: string): void {
  // From what is saved now, so a change another tab made since this page last read is kept; from the page's
  // own list when storage cannot keep it.
  const next = toggleFavourite(loadFavourites(store), slug);
  current = store.save(next) ? next : toggleFavourite(snapshot(), slug);
  notify();
}

/** Forgets the page's copy (tests, which change storage directly). */
export function resetFavouritesForTests(): void {
  current = undefined;
}

export interface Favourites {
  /** Favourite games the catalogue knows, newest first. */
  slugs: readonly string[];
  isFavourite(slug: string): boolean;
  toggle(slug: string): void;
}

/**
 * The player's favourites. The server knows none, so a server-rendered page hydrates with none (no mismatch)
 * and shows the saved ones right after.
 */
export function useFavourites(): Favourites {
  const saved = useSyncExternalStore(subscribe, snapshot, () => NONE);
  const catalog = useCatalog();
  const slugs = useMemo(() => knownFavourites(saved, catalog), [saved, catalog]);
  const isFavourite = useCallback((slug: string) => slugs.includes(slug), [slugs]);
  return { slugs, isFavourite, toggle: toggleFavouriteGame };
}
