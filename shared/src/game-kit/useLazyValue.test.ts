import { act, renderHook } from '@testing-library/react';
import { useLazyValue } from './useLazyValue';

describe('useLazyValue', () => {
  it('is null until the value loads, then holds it (functions too)', async () => {
    const finder = (n: number) => n + 1;
    const { result } = renderHook(() => useLazyValue(() => Promise.resolve(finder)));
    expect(result.current).toBeNull();
    await act(async () => undefined);
    expect(result.current).toBe(finder);
  });

  it('loads once, and stays null when loading fails', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    const { result, rerender } = renderHook(() => useLazyValue(load));
    rerender();
    await act(async () => undefined);
    expect(result.current).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops a value that arrives after unmount', async () => {
    let resolve: (value: string) => void = () => undefined;
    const { result, unmount } = renderHook(() => useLazyValue(() => new Promise<string>((done) => (resolve = done))));
    unmount();
    await act(async () => resolve('late'));
    expect(result.current).toBeNull();
  });
});
