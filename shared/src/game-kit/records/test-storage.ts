// An in-memory Web Storage for the records tests.
import type { StorageLike } from '../storage';

export function memoryStorage(initial: Record<string, unknown> = {}): StorageLike & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
