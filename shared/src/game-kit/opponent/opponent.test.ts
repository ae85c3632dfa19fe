import { abortError } from '../worker/rpc';
import { createWorkerClient } from '../worker/worker-client';
import { createOpponent, remainingThinkMs, type OpponentClock } from './opponent';

/** A clock whose time moves only when told; sleep records the wait and advances time by it. */
function fakeClock() {
  let t = 0;
  const waits: number[] = [];
  const clock: OpponentClock & { advance(ms: number): void; waits: number[] } = {
    now: () => t,
    sleep: async (ms) => {
      waits.push(ms);
      t += ms;
    },
    advance: (ms) => {
      t += ms;
    },
    waits,
  };
  return clock;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('remainingThinkMs', () => {
  it('waits out the rest of the minimum, never a negative time', () => {
    expect(remainingThinkMs(0, 300)).toBe(300);
    expect(remainingThinkMs(120, 300)).toBe(180);
    expect(remainingThinkMs(900, 300)).toBe(0);
    expect(remainingThinkMs(50, 0)).toBe(0);
  });
});

describe('createOpponent', () => {
  it('shows thinking for at least the minimum delay after an instant answer', async () => {
    const clock = fakeClock();
    const seen: boolean[] = [];
    const opponent = createOpponent<number, number>({ engine: { call: async (n) => n * 2 }, minThinkMs: 300, clock, onThinking: (t) => seen.push(t) });
    const answer = opponent.ask(21);
    expect(opponent.thinking).toBe(true);
    await expect(answer).resolves.toBe(42);
    expect(clock.waits).toEqual([300]);
    expect(seen).toEqual([true, false]);
    expect(opponent.thinking).toBe(false);
  });

  it('adds no delay when the engine already took longer than the minimum', async () => {
    const clock = fakeClock();
    const opponent = createOpponent<number, number>({
      engine: {
        call: async (n) => {
          clock.advance(450);
          return n;
        },
      },
      minThinkMs: 300,
      clock,
    });
    await expect(opponent.ask(1)).resolves.toBe(1);
    expect(clock.waits).toEqual([0]);
  });

  it('ignores a stale answer when asked again, and aborts the earlier engine call', async () => {
    const clock = fakeClock();
    const first = deferred<string>();
    const signals: AbortSignal[] = [];
    let calls = 0;
    const opponent = createOpponent<string, string>({
      engine: {
        call: (q, options) => {
          signals.push(options!.signal!);
          calls += 1;
          return calls === 1 ? first.promise : Promise.resolve(`${q}!`);
        },
      },
      minThinkMs: 0,
      clock,
    });
    const old = opponent.ask('old');
    const fresh = opponent.ask('new');
    expect(signals[0].aborted).toBe(true);
    first.resolve('old answer');
    await expect(old).resolves.toBeNull();
    await expect(fresh).resolves.toBe('new!');
  });

  it('cancel (new game, take back) drops the pending answer and stops thinking at once', async () => {
    const pending = deferred<number>();
    const opponent = createOpponent<number, number>({ engine: { call: () => pending.promise }, clock: fakeClock() });
    const answer = opponent.ask(1);
    opponent.cancel();
    expect(opponent.thinking).toBe(false);
    pending.resolve(5);
    await expect(answer).resolves.toBeNull();
  });

  it('treats an engine AbortError as a stale answer and rethrows other errors', async () => {
    const aborting = createOpponent<number, number>({ engine: { call: async () => Promise.reject(abortError()) }, clock: fakeClock() });
    await expect(aborting.ask(1)).resolves.toBeNull();
    const failing = createOpponent<number, number>({ engine: { call: async () => Promise.reject(new Error('bad position')) }, clock: fakeClock() });
    await expect(failing.ask(1)).rejects.toThrow('bad position');
    expect(failing.thinking).toBe(false);
  });

  it('dispose ends the engine and later asks answer null', async () => {
    const dispose = jest.fn();
    const opponent = createOpponent<number, number>({ engine: { call: async (n) => n, dispose }, clock: fakeClock() });
    opponent.dispose();
    expect(dispose).toHaveBeenCalled();
    await expect(opponent.ask(1)).resolves.toBeNull();
  });

  it('falls back to the main thread when workers cannot start (jsdom has none)', async () => {
    const engine = createWorkerClient<number, number>({ start: () => null, fallback: (n) => n + 1, terminateOnAbort: true });
    const opponent = createOpponent<number, number>({ engine, minThinkMs: 0, clock: fakeClock() });
    await expect(opponent.ask(1)).resolves.toBe(2);
    expect(engine.state).toBe('fallback');
  });

  it('the real clock sleeps and wakes early on abort', async () => {
    const { realClock } = await import('./opponent');
    const controller = new AbortController();
    const slept = realClock.sleep(60_000, controller.signal);
    controller.abort();
    await expect(slept).resolves.toBeUndefined();
    await expect(realClock.sleep(0)).resolves.toBeUndefined();
  });
});
