import { act, renderHook, waitFor } from '@testing-library/react';
import { memoryStorage } from '../records/test-storage';
import type { OlderScores } from './peek-scores';
import { scoreRecordsFromBests } from './score-records';
import { storedScoreRecords } from './test-scores';
import { useScoreRecords } from './useScoreRecords';

/** A game's older bests (`:best`, version 1): `{ best }`. */
const OLDER: OlderScores = {
  suffix: 'best',
  version: 1,
  read: (data) => (typeof (data as { best?: unknown }).best === 'number' ? scoreRecordsFromBests({ k: { best: (data as { best: number }).best } }) : undefined),
};

describe('useScoreRecords', () => {
  it('records rounds under the current key, saved in the records document (games:<gameKey>:records)', async () => {
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
    await waitFor(() => expect(storedScoreRecords('my-game', storage)?.byKey.easy).toMatchObject({ best: 40, played: 1, bestExtras: { combo: 3 } }));

    rerender({ key: 'hard' });
    expect(result.current.best).toBe(0);
    act(() => {
      result.current.finishRound(10);
    });
    expect(Object.keys(result.current.records.byKey).sort()).toEqual(['easy', 'hard']);
    await waitFor(() => expect(Object.keys(storedScoreRecords('my-game', storage)!.byKey).sort()).toEqual(['easy', 'hard']));
  });

  it('tells a new best at once, also for two rounds in one event (never read back from an updater)', async () => {
    const storage = memoryStorage();
    const { result } = renderHook(() => useScoreRecords('my-game', 'k', { storage }));
    const outcomes: boolean[] = [];
    act(() => {
      outcomes.push(result.current.finishRound(100).newBest, result.current.finishRound(100).newBest, result.current.finishRound(150).newBest);
    });
    expect(outcomes).toEqual([true, false, true]);
    expect(result.current.record.played).toBe(3);
    await waitFor(() => expect(storedScoreRecords('my-game', storage)?.byKey.k).toMatchObject({ best: 150, played: 3 }));
    expect(result.current.record.played).toBe(3);
  });

  it("records a round under its own key when given (a game's key changed before its end was counted)", async () => {
    const storage = memoryStorage();
    const { result } = renderHook(() => useScoreRecords('my-game', 'now', { storage }));
    act(() => {
      expect(result.current.finishRound(70, {}, 'then')).toMatchObject({ newBest: true, best: 70 });
    });
    expect(result.current.records.byKey.then).toMatchObject({ best: 70, played: 1 });
    expect(result.current.best).toBe(0);
    await waitFor(() => expect(storedScoreRecords('my-game', storage)?.byKey.then).toMatchObject({ best: 70, played: 1 }));
  });

  it('shows the best on the first render from a plain read, then every round played, figure and recent score', async () => {
    const storage = memoryStorage({
      'games:my-game:records': { v: 2, data: { boards: { k: { best: { score: 900, combo: 7 }, counts: { rounds: 4 }, recent: [{ score: 900, at: 5 }] } }, daily: { done: {}, currentStreak: 0, maxStreak: 0 } } },
    });
    const { result } = renderHook(() => useScoreRecords('my-game', 'k', { storage }));
    expect(result.current.best).toBe(900);
    await waitFor(() => expect(result.current.record).toEqual({ best: 900, bestExtras: { combo: 7 }, played: 4, recent: [{ score: 900, at: 5 }] }));
  });

  it('counts a round finished before the records came on the ones kept', async () => {
    const storage = memoryStorage({ 'games:my-game:scores': { v: 1, data: { byKey: { k: { best: 50, bestExtras: {}, played: 2, recent: [] } } } } });
    const { result } = renderHook(() => useScoreRecords('my-game', 'k', { storage }));
    act(() => {
      expect(result.current.finishRound(60)).toMatchObject({ newBest: true, previousBest: 50 });
    });
    await waitFor(() => expect(result.current.record).toMatchObject({ best: 60, played: 3 }));
    expect(storedScoreRecords('my-game', storage)?.byKey.k).toMatchObject({ best: 60, played: 3 });
    expect(storage.items.has('games:my-game:scores')).toBe(false);
  });

  it('starts from the older bests while nothing else is kept, then keeps the new ones (the older key removed)', async () => {
    const storage = memoryStorage({ 'games:my-game:best': { v: 1, data: { best: 500 } } });
    const first = renderHook(() => useScoreRecords('my-game', 'k', { storage, older: OLDER }));
    expect(first.result.current.best).toBe(500);
    act(() => {
      expect(first.result.current.finishRound(600)).toMatchObject({ newBest: true, previousBest: 500 });
    });
    await waitFor(() => expect(storedScoreRecords('my-game', storage)?.byKey.k).toMatchObject({ best: 600, played: 1 }));
    expect(storage.items.has('games:my-game:best')).toBe(false);
    first.unmount();
    const second = renderHook(() => useScoreRecords('my-game', 'k', { storage, older: OLDER }));
    expect(second.result.current.best).toBe(600);
  });

  it('raises the round finished last without counting another (a round that goes on scoring)', async () => {
    const storage = memoryStorage();
    const { result } = renderHook(() => useScoreRecords('my-game', 'k', { storage }));
    act(() => void result.current.finishRound(30, { words: 5 }));
    act(() => result.current.raiseFinishedRound(45, { words: 8 }));
    await waitFor(() => expect(result.current.record).toMatchObject({ best: 45, played: 1, bestExtras: { words: 8 } }));
    expect(storedScoreRecords('my-game', storage)?.byKey.k).toMatchObject({ best: 45, played: 1, recent: [{ score: 45 }] });
  });
});
