import { act, renderHook } from '@testing-library/react';
import type { Verdict } from './tally';
import { createTallyStore } from './tally-store';
import { useOpponentSession, type OpponentSessionOptions } from './useOpponentSession';

function memoryStorage() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

/** An engine whose answers the test releases, one per call, in order. */
function heldEngine() {
  const calls: { request: number; release: (answer: number) => void }[] = [];
  const engine = { call: (request: number) => new Promise<number>((release) => calls.push({ request, release })) };
  return { calls, create: jest.fn(() => engine) };
}

interface Position {
  moves: number[];
}
type Props = Partial<OpponentSessionOptions<Position, number, number>>;

function session(engine: ReturnType<typeof heldEngine>, initial: Props = {}) {
  const storage = memoryStorage();
  const tallyStore = createTallyStore({ key: 'test:tally', storage });
  const onAnswer = jest.fn();
  const onCounted = jest.fn();
  const hook = renderHook((props: Props) =>
    useOpponentSession<Position, number, number>({
      engine: engine.create,
      minThinkMs: 0,
      computerTurn: null,
      request: (p) => p.moves.length,
      onAnswer,
      tallyStore,
      tallyKey: 'easy',
      uncounted: null,
      onCounted,
      ...props,
    }),
    { initialProps: initial },
  );
  return { ...hook, storage, tallyStore, onAnswer, onCounted };
}

const flush = () => act(async () => void (await Promise.resolve()));

describe('useOpponentSession', () => {
  it('asks once per position and hands the answer over with the position asked', async () => {
    const engine = heldEngine();
    const first: Position = { moves: [1] };
    const { result, rerender, onAnswer } = session(engine, { computerTurn: first });
    expect(engine.calls.map((c) => c.request)).toEqual([1]);
    expect(result.current.thinking).toBe(true);
    rerender({ computerTurn: first }); // the same position rendered again: no second ask
    expect(engine.calls).toHaveLength(1);
    await act(async () => engine.calls[0].release(42));
    await flush();
    expect(onAnswer).toHaveBeenCalledWith(42, first);
    expect(result.current.thinking).toBe(false);
  });

  it('drops the answer for a position left behind, and on cancel', async () => {
    const engine = heldEngine();
    const { result, rerender, onAnswer } = session(engine, { computerTurn: { moves: [1] } });
    const next: Position = { moves: [1, 2] };
    rerender({ computerTurn: next });
    expect(engine.calls.map((c) => c.request)).toEqual([1, 2]);
    await act(async () => engine.calls[0].release(10));
    await flush();
    expect(onAnswer).not.toHaveBeenCalled();
    act(() => result.current.cancel());
    await act(async () => engine.calls[1].release(20));
    await flush();
    expect(onAnswer).not.toHaveBeenCalled();
    expect(result.current.thinking).toBe(false);
  });

  it('asks nothing while it is not the computer’s turn', () => {
    const engine = heldEngine();
    session(engine, { computerTurn: null });
    expect(engine.create).not.toHaveBeenCalled();
  });

  it('counts a finished game once at its level, saved, and gives its lines', () => {
    const engine = heldEngine();
    const { result, rerender, onCounted, tallyStore } = session(engine);
    rerender({ uncounted: 'win' as Verdict });
    expect(onCounted).toHaveBeenCalledTimes(1);
    expect(result.current.tally).toEqual({ wins: 1, losses: 0, draws: 0 });
    rerender({ uncounted: null }); // the game marked itself counted
    rerender({ uncounted: null });
    expect(onCounted).toHaveBeenCalledTimes(1);
    expect(tallyStore.load()).toEqual({ easy: { wins: 1, losses: 0, draws: 0 } });
    expect(result.current.tallyLines('Easy')).toEqual([
      { label: 'Wins vs Easy', value: 1 },
      { label: 'Losses vs Easy', value: 0 },
      { label: 'Draws vs Easy', value: 0 },
    ]);
  });

  it('marks a two-player game counted without recording it', () => {
    const engine = heldEngine();
    const { result, rerender, onCounted, storage } = session(engine);
    rerender({ uncounted: 'unrecorded' });
    expect(onCounted).toHaveBeenCalledTimes(1);
    expect(result.current.tally).toEqual({ wins: 0, losses: 0, draws: 0 });
    expect(storage.map.size).toBe(0);
  });

  it('shows the entry of the key played, from the saved tally', () => {
    const engine = heldEngine();
    const storage = memoryStorage();
    createTallyStore({ key: 'test:tally', storage }).save({ hard: { wins: 2, losses: 3, draws: 1 } });
    const tallyStore = createTallyStore({ key: 'test:tally', storage });
    const { result } = renderHook(() =>
      useOpponentSession<Position, number, number>({
        engine: engine.create,
        computerTurn: null,
        request: () => 0,
        onAnswer: () => undefined,
        tallyStore,
        tallyKey: 'hard',
        uncounted: null,
        onCounted: () => undefined,
      }),
    );
    expect(result.current.tally).toEqual({ wins: 2, losses: 3, draws: 1 });
  });
});
