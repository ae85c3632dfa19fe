import { createStore, type StorageLike } from './storage';

interface Progress {
  level: number;
}
const isProgress = (value: unknown): value is Progress =>
  typeof value === 'object' && value !== null && typeof (value as Progress).level === 'number';

function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('createStore', () => {
  it('saves under a namespaced key as a versioned envelope and loads it back', () => {
    const storage = memoryStorage();
    const store = createStore({ key: 'demo:progress', version: 2, validate: isProgress, storage });
    expect(store.key).toBe('games:demo:progress');
    expect(store.save({ level: 3 })).toBe(true);
    expect(JSON.parse(storage.items.get('games:demo:progress')!)).toEqual({ v: 2, data: { level: 3 } });
    expect(store.load()).toEqual({ level: 3 });
  });

  it('returns undefined when nothing is saved', () => {
    const store = createStore({ key: 'empty', version: 1, validate: isProgress, storage: memoryStorage() });
    expect(store.load()).toBeUndefined();
  });

  it('discards corrupt JSON', () => {
    const storage = memoryStorage();
    storage.items.set('games:p', '{not json');
    const store = createStore({ key: 'p', version: 1, validate: isProgress, storage });
    expect(store.load()).toBeUndefined();
    expect(storage.items.has('games:p')).toBe(false);
  });

  it('discards a value saved under another version', () => {
    const storage = memoryStorage();
    storage.items.set('games:p', JSON.stringify({ v: 1, data: { level: 1 } }));
    const store = createStore({ key: 'p', version: 2, validate: isProgress, storage });
    expect(store.load()).toBeUndefined();
    expect(storage.items.has('games:p')).toBe(false);
  });

  it('discards a value that fails validation or is not an envelope', () => {
    const storage = memoryStorage();
    const store = createStore({ key: 'p', version: 1, validate: isProgress, storage });
    storage.items.set('games:p', JSON.stringify({ v: 1, data: { level: 'high' } }));
    expect(store.load()).toBeUndefined();
    expect(storage.items.has('games:p')).toBe(false);
    storage.items.set('games:p', JSON.stringify(null));
    expect(store.load()).toBeUndefined();
    storage.items.set('games:p', '42');
    expect(store.load()).toBeUndefined();
  });

  it('returns false instead of throwing when storage is full', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = createStore({ key: 'p', version: 1, validate: isProgress, storage });
    expect(store.save({ level: 1 })).toBe(false);
  });

  it('never throws when storage access is forbidden', () => {
    const denied = (): never => {
      throw new DOMException('denied', 'SecurityError');
    };
    const store = createStore({
      key: 'p',
      version: 1,
      validate: isProgress,
      storage: { getItem: denied, setItem: denied, removeItem: denied },
    });
    expect(store.load()).toBeUndefined();
    expect(store.save({ level: 1 })).toBe(false);
    expect(() => store.clear()).not.toThrow();
  });

  it('returns false for a value JSON cannot encode', () => {
    const store = createStore({ key: 'p', version: 1, validate: isProgress, storage: memoryStorage() });
    const cyclic: Progress & { self?: unknown } = { level: 1 };
    cyclic.self = cyclic;
    expect(store.save(cyclic)).toBe(false);
  });

  it('clear() removes the saved value', () => {
    const storage = memoryStorage();
    const store = createStore({ key: 'p', version: 1, validate: isProgress, storage });
    store.save({ level: 5 });
    store.clear();
    expect(store.load()).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('uses window.localStorage by default', () => {
    window.localStorage.clear();
    const store = createStore({ key: 'default', version: 1, validate: isProgress });
    store.save({ level: 9 });
    expect(window.localStorage.getItem('games:default')).toBe('{"v":1,"data":{"level":9}}');
    expect(store.load()).toEqual({ level: 9 });
    window.localStorage.clear();
  });

  it('treats a validator that throws on odd data as invalid, and discards the value', () => {
    const storage = memoryStorage();
    storage.items.set('games:p', JSON.stringify({ v: 1, data: null }));
    const strict = (value: unknown): value is Progress => (value as Progress).level >= 0;
    const store = createStore({ key: 'p', version: 1, validate: strict, storage });
    expect(store.load()).toBeUndefined();
    expect(storage.items.has('games:p')).toBe(false);
  });

  it('still loads nothing (and never throws) when a bad value cannot even be removed', () => {
    const store = createStore({
      key: 'p',
      version: 1,
      validate: isProgress,
      storage: {
        getItem: () => '{not json',
        setItem: () => undefined,
        removeItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      },
    });
    expect(store.load()).toBeUndefined();
  });
});
