// The computer opponent's turn, without React: ask the engine (a WorkerClient, so a failed worker falls back
// to the main thread), keep the "thinking" state, wait out a minimum delay so an instant answer does not
// feel robotic, and drop stale answers: asking again, cancel() (new game, take back) or dispose() makes
// every earlier ask resolve to null. Time comes from an injected clock, so tests need no real timers.
import { isAbortError } from '../worker/rpc';

export interface OpponentEngine<Q, R> {
  call(request: Q, options?: { signal?: AbortSignal }): Promise<R>;
  dispose?(): void;
}

export interface OpponentClock {
  now(): number;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface OpponentOptions<Q, R> {
  engine: OpponentEngine<Q, R>;
  /** The least time the thinking indicator shows (0 under reduced motion or in tests). */
  minThinkMs?: number;
  clock?: OpponentClock;
  /** Told when thinking starts and stops (a hook mirrors it into state). */
  onThinking?: (thinking: boolean) => void;
}


/** How much longer to show "thinking" after an answer came `elapsedMs` after the ask. */
export function remainingThinkMs(elapsedMs: number, minThinkMs: number): number {
  return Math.max(0, minThinkMs - Math.max(0, elapsedMs));
}

export const realClock: OpponentClock = {
  now: () => (typeof performance !== 'undefined' ? performance.now() : Date.now()),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (ms <= 0 || signal?.aborted) return resolve();
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    }),
};

export interface OpponentController<Q, R> {
  ask(request: Q): Promise<R | null>;
  cancel(): void;
  /** Ends the engine too; later asks resolve to null. */
  dispose(): void;
  /** Follows a changed setting (reduced motion) for later asks. */
  setMinThinkMs(ms: number): void;
  readonly thinking: boolean;
}

export function createOpponent<Q, R>(options: OpponentOptions<Q, R>): OpponentController<Q, R> {
  const { engine, clock = realClock, onThinking } = options;
  let minThinkMs = options.minThinkMs ?? 300;
  let current: AbortController | null = null;
  let thinking = false;
  let disposed = false;

  const setThinking = (value: boolean) => {
    if (thinking === value) return;
    thinking = value;
    onThinking?.(value);
  };

  const cancel = () => {
    current?.abort();
    current = null;
    setThinking(false);
  };

  return {
    get thinking() {
      return thinking;
    },
    async ask(request) {
      if (disposed) return null;
      current?.abort();
      const controller = new AbortController();
      current = controller;
      setThinking(true);
      const started = clock.now();
      const stale = () => controller.signal.aborted || current !== controller;
      try {
        const answer = await engine.call(request, { signal: controller.signal });
        if (stale()) return null;
        await clock.sleep(remainingThinkMs(clock.now() - started, minThinkMs), controller.signal);
        if (stale()) return null;
        return answer;
      } catch (error) {
        if (stale() || isAbortError(error)) return null;
        throw error;
      } finally {
        if (current === controller) {
          current = null;
          setThinking(false);
        }
      }
    },
    cancel,
    dispose() {
      disposed = true;
      cancel();
      engine.dispose?.();
    },
    setMinThinkMs(ms) {
      minThinkMs = ms;
    },
  };
}
