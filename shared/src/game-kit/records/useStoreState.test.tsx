import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore } from '../storage';
import { memoryStorage } from './test-storage';
import { useStoreState, type StoreSource } from './useStoreState';

const isNumber = (value: unknown): value is number => typeof value === 'number';
const countStore = (storage = memoryStorage()) => createStore({ key: 'g:count', version: 1, validate: isNumber, storage });

describe('useStoreState', () => {
  it('reads a store at once and saves each change', () => {
    const storage = memoryStorage({ 'games:g:count': { v: 1, data: 4 } });
    const store = countStore(storage);
    const { result } = renderHook(() => useStoreState(store, 0));
    expect(result.current[0]).toBe(4);
    expect(result.current[2]).toBe(true);
    act(() => result.current[1]((n) => n + 1));
    expect(result.current[0]).toBe(5);
    expect(JSON.parse(storage.items.get('games:g:count')!).data).toBe(5);
  });

  it('shows `initial` until a store loaded later is read, then its saved value, without writing it back', async () => {
    const storage = memoryStorage({ 'games:g:count': { v: 1, data: 4 } });
    const setItem = jest.spyOn(storage, 'setItem');
    const source: StoreSource<number> = () => Promise.resolve(countStore(storage));
    const { result } = renderHook(() => useStoreState(source, 0));
    expect(result.current[0]).toBe(0);
    expect(result.current[2]).toBe(false);
    await waitFor(() => expect(result.current[2]).toBe(true));
    expect(result.current[0]).toBe(4);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('applies a change made before the store loaded to its saved value, and saves it', async () => {
    const storage = memoryStorage({ 'games:g:count': { v: 1, data: 4 } });
    let arrive: (store: ReturnType<typeof countStore>) => void = () => undefined;
    const source: StoreSource<number> = () => new Promise((resolve) => (arrive = resolve));
    const { result } = renderHook(() => useStoreState(source, 0));
    act(() => result.current[1]((n) => n + 10));
    expect(result.current[0]).toBe(10);
    await act(async () => arrive(countStore(storage)));
    expect(result.current[0]).toBe(14);
    expect(JSON.parse(storage.items.get('games:g:count')!).data).toBe(14);
  });

  it('keeps the state shown when the store cannot load', async () => {
    const source: StoreSource<number> = () => Promise.reject(new Error('ChunkLoadError'));
    const { result } = renderHook(() => useStoreState(source, 0));
    act(() => result.current[1]((n) => n + 1));
    await act(async () => undefined);
    expect(result.current).toEqual([1, expect.any(Function), false]);
  });
});
