import { act, renderHook } from '@testing-library/react';
import type { StorageLike } from '../storage';
import { scoreRecordsFromBests } from './score-records';
import { useScoreRecords } from './useScoreRecords';

function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('useScoreRecords', () => {
  it('records rounds under the current key, saved as games:<gameKey>:scores', () => {
    const storage = memoryStorage();
    const { result, rerender } = renderHook(({ key }) => useScoreRecords('my-game', key, { storage }), { initialProps: { key: 'easy' } });
    expect(result.current.best).toBe(0);
    let outcome!: ReturnType<typeof result.current.finishRound>;
    act(() => {
      outcome = result.current.finishRound(40, { combo: 3 });
    });
    expect(outcome).toMatchObject({ newBest: true, best: 40 });
    expect(result.current.best).toBe(40);
    expect(result.current.record).toMatchObject({ played: 1, bestExtras: { combo: 3 } });
    expect(JSON.parse(storage.items.get('games:my-game:scores')!).data.byKey.easy.best).toBe(40);

    rerender({ key: 'hard' });
    expect(result.current.best).toBe(0);
    act(() => {
      result.current.finishRound(10);
    });
    expect(Object.keys(result.current.records.byKey).sort()).toEqual(['easy', 'hard']);
  });

  it('tells a new best at once, also for two rounds in one event (never read back from an updater)', () => {
    const storage = memoryStorage();
    const { result } = renderHook(() => useScoreRecords('my-game', 'k', { storage }));
    const outcomes: boolean[] = [];
    act(() => {
      outcomes.push(result.current.finishRound(100).newBest, result.current.finishRound(100).newBest, result.current.finishRound(150).newBest);
    });
    expect(outcomes).toEqual([true, false, true]);
    expect(result.current.record.played).toBe(3);
  });

  it('starts from the legacy records while nothing is saved, then keeps the new ones', () => {
    const storage = memoryStorage();
    const legacy = jest.fn(() => scoreRecordsFromBests({ k: { best: 500 } }));
    const first = renderHook(() => useScoreRecords('my-game', 'k', { storage, legacy }));
    expect(first.result.current.best).toBe(500);
    act(() => {
      expect(first.result.current.finishRound(600)).toMatchObject({ newBest: true, previousBest: 500 });
    });
    first.unmount();
    legacy.mockClear();
    const second = renderHook(() => useScoreRecords('my-game', 'k', { storage, legacy }));
    expect(second.result.current.best).toBe(600);
    expect(legacy).not.toHaveBeenCalled();
  });
});
