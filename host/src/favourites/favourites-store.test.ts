import type { StorageLike } from '@games/shared/game-kit/storage';
import { FIXTURE_CATALOG } from '../catalog/catalog.fixture';
import { cleanFavourites, favouritesStore, knownFavourites, loadFavourites, MAX_FAVOURITES, toggleFavourite } from './favourites-store';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const blocked: StorageLike = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

describe('favourites store', () => {
  it('saves the list as games:favourites, versioned, and reads it back', () => {
    const storage = memoryStorage();
    const store = favouritesStore(storage);
    expect(store.save(['sudoku', '2048'])).toBe(true);
    expect(JSON.parse(storage.items.get('games:favourites')!)).toEqual({ v: 1, data: ['sudoku', '2048'] });
    expect(loadFavourites(store)).toEqual(['sudoku', '2048']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ v: 2, data: ['sudoku'] })],
    ['no envelope', JSON.stringify(['sudoku'])],
    ['not a list', JSON.stringify({ v: 1, data: 'sudoku' })],
    ['a list of other things', JSON.stringify({ v: 1, data: ['sudoku', 3, null] })],
  ])('ignores a corrupt value (%s) and reads no favourites', (_, raw) => {
    const storage = memoryStorage({ 'games:favourites': raw });
    expect(loadFavourites(favouritesStore(storage))).toEqual([]);
  });

  it('drops malformed and repeated slugs and keeps the list bounded', () => {
    expect(cleanFavourites(['sudoku', 'Sudoku', '../x', '', 'sudoku', '2048', 'a'.repeat(65)])).toEqual(['sudoku', '2048']);
    expect(cleanFavourites(Array.from({ length: 150 }, (_, i) => `game-${i}`))).toHaveLength(MAX_FAVOURITES);
  });

  it('tolerates blocked storage: nothing read, nothing saved, no throw', () => {
    const store = favouritesStore(blocked);
    expect(loadFavourites(store)).toEqual([]);
    expect(store.save(['sudoku'])).toBe(false);
  });

  it('adds a game newest first and removes it on the second toggle', () => {
    const once = toggleFavourite(['2048'], 'sudoku');
    expect(once).toEqual(['sudoku', '2048']);
    expect(toggleFavourite(once, 'sudoku')).toEqual(['2048']);
    expect(toggleFavourite([], 'chess')).toEqual(['chess']);
  });

  it('shows only the games the catalogue knows, in the saved order, without forgetting the others', () => {
    const saved = ['2048', 'retired-game', 'sudoku', 'path-puzzle-game'];
    expect(knownFavourites(saved, FIXTURE_CATALOG)).toEqual(['2048', 'sudoku', 'path-puzzle-game']);
    expect(saved).toContain('retired-game');
  });
});
