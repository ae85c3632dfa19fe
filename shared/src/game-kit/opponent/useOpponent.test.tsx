import { act, renderHook } from '@testing-library/react';
import { useOpponent } from './useOpponent';

describe('useOpponent', () => {
  it('makes the engine on the first ask, mirrors thinking and ends the engine on unmount', async () => {
    const dispose = jest.fn();
    const create = jest.fn(() => ({ call: async (n: number) => n * 3, dispose }));
    const { result, unmount } = renderHook(() => useOpponent<number, number>(create, { minThinkMs: 0 }));
    expect(create).not.toHaveBeenCalled();
    let answer: number | null = null;
    await act(async () => {
      answer = await result.current.ask(3);
    });
    expect(answer).toBe(9);
    expect(result.current.thinking).toBe(false);
    expect(create).toHaveBeenCalledTimes(1);
    unmount();
    expect(dispose).toHaveBeenCalled();
  });

  it('cancel drops the pending answer', async () => {
    let release: (n: number) => void = () => undefined;
    const { result } = renderHook(() => useOpponent<number, number>(() => ({ call: () => new Promise<number>((r) => (release = r)) }), { minThinkMs: 0 }));
    let pending: Promise<number | null> = Promise.resolve(null);
    act(() => {
      pending = result.current.ask(1);
    });
    expect(result.current.thinking).toBe(true);
    act(() => result.current.cancel());
    expect(result.current.thinking).toBe(false);
    release(7);
    await expect(pending).resolves.toBeNull();
  });
});
