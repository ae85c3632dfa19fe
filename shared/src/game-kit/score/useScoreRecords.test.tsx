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
  it('records rounds under the current key, saved in the records document games:<gameKey>:records', () => {
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
    expect(JSON.parse(storage.items.get('games:my-game:records')!)).toMatchObject({ v: 2, data: { boards: { easy: { best: { score: 40, combo: 3 }, counts: { rounds: 1 } } } } });

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

  it("moves a returning player's records from games:<gameKey>:scores (version 1) and keeps their bests", () => {
    const storage = memoryStorage();
    const old = { byKey: { k: { best: 900, bestExtras: { tile: 512 }, played: 7, recent: [{ score: 900, at: 1_700_000_000_000 }] } } };
    storage.items.set('games:my-game:scores', JSON.stringify({ v: 1, data: old }));
    const { result } = renderHook(() => useScoreRecords('my-game', 'k', { storage, legacy: () => scoreRecordsFromBests({ k: { best: 5 } }) }));
    expect(result.current.record).toEqual(old.byKey.k);
    act(() => {
      expect(result.current.finishRound(300)).toMatchObject({ newBest: false, best: 900, previousBest: 900 });
    });
    expect(storage.items.has('games:my-game:scores')).toBe(false);
    expect(result.current.record).toMatchObject({ best: 900, played: 8, bestExtras: { tile: 512 } });
  });
});
