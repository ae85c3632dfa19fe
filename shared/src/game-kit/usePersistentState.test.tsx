import { act, renderHook } from '@testing-library/react';
import { createStore } from './storage';
import { usePersistentState } from './usePersistentState';

const isNumber = (value: unknown): value is number => typeof value === 'number';

beforeEach(() => window.localStorage.clear());

describe('usePersistentState', () => {
  it('starts from the initial value when nothing is saved, without writing it', () => {
    const store = createStore({ key: 'hook:a', version: 1, validate: isNumber });
    const { result } = renderHook(() => usePersistentState(store, 7));
    expect(result.current[0]).toBe(7);
    expect(window.localStorage.getItem('games:hook:a')).toBeNull();
  });

  it('starts from the saved value', () => {
    const store = createStore({ key: 'hook:b', version: 1, validate: isNumber });
    store.save(42);
    const { result } = renderHook(() => usePersistentState(store, () => 0));
    expect(result.current[0]).toBe(42);
  });

  it('saves each change, including functional updates', () => {
    const store = createStore({ key: 'hook:c', version: 1, validate: isNumber });
    const { result } = renderHook(() => usePersistentState(store, 1));
    act(() => result.current[1](5));
    expect(store.load()).toBe(5);
    act(() => result.current[1]((n) => n * 2));
    expect(result.current[0]).toBe(10);
    expect(store.load()).toBe(10);
  });

  it('switches to another store’s value when the store changes', () => {
    const first = createStore({ key: 'hook:d1', version: 1, validate: isNumber });
    const second = createStore({ key: 'hook:d2', version: 1, validate: isNumber });
    second.save(99);
    const { result, rerender } = renderHook(({ store }) => usePersistentState(store, 0), { initialProps: { store: first } });
    act(() => result.current[1](3));
    rerender({ store: second });
    expect(result.current[0]).toBe(99);
    expect(first.load()).toBe(3);
  });

  it('keeps working when storage refuses to save', () => {
    const store = createStore({
      key: 'hook:e',
      version: 1,
      validate: isNumber,
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
        removeItem: () => undefined,
      },
    });
    const { result } = renderHook(() => usePersistentState(store, 1));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
  });

  it('starts from the initial value when the save is corrupt or from an older version, and replaces it on the next change', () => {
    for (const bad of ['{not json', JSON.stringify({ v: 0, data: 5 }), JSON.stringify({ v: 1, data: 'five' }), JSON.stringify(5)]) {
      window.localStorage.setItem('games:hook:f', bad);
      const store = createStore({ key: 'hook:f', version: 1, validate: isNumber });
      const { result, unmount } = renderHook(() => usePersistentState(store, 1));
      expect(result.current[0]).toBe(1);
      expect(window.localStorage.getItem('games:hook:f')).toBeNull();
      act(() => result.current[1](2));
      expect(window.localStorage.getItem('games:hook:f')).toBe('{"v":1,"data":2}');
      unmount();
    }
  });
});
