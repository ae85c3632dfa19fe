// The computer opponent in a component: a stable `ask` and `cancel`, and `thinking` for the indicator.
// The engine (usually `createWorkerClient({ start: bundledWorker(...), fallback, terminateOnAbort: true })`)
// is made on the first ask and ended on unmount; the minimum thinking delay is 0 under reduced motion.
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion';
import { createOpponent, type OpponentClock, type OpponentController, type OpponentEngine } from './opponent';

export interface UseOpponentOptions {
  /** Default 300 ms (GAMES.md's "about 300 ms thinking"); pass 0 in unit tests. */
  minThinkMs?: number;
  clock?: OpponentClock;
}

export interface OpponentHandle<Q, R> {
  /** Resolves to the answer, or null when a newer ask, cancel() or unmount made it stale. */
  ask(request: Q): Promise<R | null>;
  /** New game, take back: drop the pending answer and stop the indicator. */
  cancel(): void;
  thinking: boolean;
}

export function useOpponent<Q, R>(createEngine: () => OpponentEngine<Q, R>, options: UseOpponentOptions = {}): OpponentHandle<Q, R> {
  const [thinking, setThinking] = useState(false);
  const reduced = usePrefersReducedMotion();
  const minThinkMs = reduced ? 0 : (options.minThinkMs ?? 300);
  const controller = useRef<OpponentController<Q, R> | null>(null);
  const settings = useRef({ createEngine, minThinkMs, clock: options.clock });
  settings.current = { createEngine, minThinkMs, clock: options.clock };

  useEffect(() => {
    controller.current?.setMinThinkMs(minThinkMs);
  }, [minThinkMs]);

  // A disposed controller stays disposed, so unmounting drops it and a remount (StrictMode) makes a new one.
  useEffect(
    () => () => {
      controller.current?.dispose();
      controller.current = null;
    },
    [],
  );

  const api = useMemo(() => {
    const get = () =>
      (controller.current ??= createOpponent<Q, R>({
        engine: settings.current.createEngine(),
        minThinkMs: settings.current.minThinkMs,
        clock: settings.current.clock,
        onThinking: setThinking,
      }));
    return { ask: (request: Q) => get().ask(request), cancel: () => controller.current?.cancel() };
  }, []);
  return { ...api, thinking };
}
