// ONE policy for work done in a Web Worker with a main-thread fallback: if the worker cannot start, fails to
// load, crashes or answers with an error, that call and every later one run the fallback instead; the
// worker is never asked again. Games load the fallback lazily (a dynamic import), so it stays out of
// their first chunk.
import { abortError, createRpcClient, isAbortError, type RpcClient } from './rpc';

export interface WorkerClientOptions<Q, R> {
  /**
   * Starts the worker, called once on the first call (again after a call was aborted with
   * terminateOnAbort). Return null, or throw, where workers cannot run (tests, strict CSP, old browsers).
   */
  start: () => Worker | null;
  /** Does the same work on the main thread. Its answer must equal the worker's. */
  fallback: (request: Q, context: { signal?: AbortSignal }) => Promise<R> | R;
  /**
   * End the worker when a call is aborted and start a fresh one on the next call: for synchronous work
   * (an engine search) that cannot see the cancel message. Not a failure: the worker stays in use.
   */
  terminateOnAbort?: boolean;
  /** Told once when the client gives up on the worker (for logging). */
  onWorkerFailure?: (error: unknown) => void;
}

export interface WorkerCallOptions {
  /** Aborting rejects the call with an AbortError (the worker skips or drops the work). */
  signal?: AbortSignal;
}

export interface WorkerClient<Q, R> {
  call(request: Q, options?: WorkerCallOptions): Promise<R>;
  /** Ends the worker and rejects pending calls with an AbortError; later calls reject too. */
  dispose(): void;
  /** 'idle' before the first call, 'worker' while the worker is used, 'fallback' once it gave up on it. */
  readonly state: 'idle' | 'worker' | 'fallback' | 'disposed';
}

interface Running<Q, R> {
  worker: Worker;
  rpc: RpcClient<Q, R>;
  /** Rejects when the worker fails to load or crashes. */
  failed: Promise<never>;
}

/** Rejects with an AbortError when `signal` aborts; otherwise never settles. */
function whenAborted(signal: AbortSignal | undefined): Promise<never> | null {
  if (!signal) return null;
  return new Promise<never>((_, reject) => {
    if (signal.aborted) reject(abortError());
    else signal.addEventListener('abort', () => reject(abortError()), { once: true });
  });
}

export function createWorkerClient<Q, R>(options: WorkerClientOptions<Q, R>): WorkerClient<Q, R> {
  const { start, fallback, terminateOnAbort = false, onWorkerFailure } = options;
  let state: WorkerClient<Q, R>['state'] = 'idle';
  let running: Running<Q, R> | null = null;

  const stop = (reason: string) => {
    if (!running) return;
    const { worker, rpc } = running;
    running = null;
    rpc.dispose(reason);
    worker.terminate();
  };

  const giveUp = (error: unknown) => {
    if (state !== 'worker' && state !== 'idle') return;
    state = 'fallback';
    stop('Worker failed');
    onWorkerFailure?.(error);
  };

  const ensure = (): Running<Q, R> | null => {
    if (running) return running;
    let worker: Worker | null;
    try {
      worker = start();
    } catch (error) {
      giveUp(error);
      return null;
    }
    if (!worker) {
      giveUp(new Error('No worker'));
      return null;
    }
    state = 'worker';
    const rpc = createRpcClient<Q, R>(worker);
    // A script that cannot load, or a crash, shows as an error event, never as an answer. Give up at once
    // (synchronously), so a call made right after the event no longer reaches this worker.
    const failed = new Promise<never>((_, reject) => {
      const fail = (event: Event) => {
        const error = new Error(`Worker failed${typeof ErrorEvent !== 'undefined' && event instanceof ErrorEvent && event.message ? `: ${event.message}` : ''}`);
        if (running?.worker === worker) giveUp(error);
        reject(error);
      };
      worker.addEventListener('error', fail, { once: true });
      worker.addEventListener('messageerror', fail, { once: true });
    });
    failed.catch(() => undefined);
    running = { worker, rpc, failed };
    return running;
  };

  const runFallback = async (request: Q, signal: AbortSignal | undefined): Promise<R> => {
    const aborted = whenAborted(signal);
    const work = Promise.resolve().then(() => fallback(request, { signal }));
    // An aborted caller gets an AbortError at once; the fallback's late answer is dropped.
    return aborted ? Promise.race([work, aborted]) : work;
  };

  return {
    get state() {
      return state;
    },
    async call(request, { signal } = {}) {
      if (state === 'disposed') throw abortError('Disposed');
      if (signal?.aborted) throw abortError();
      if (state === 'fallback') return runFallback(request, signal);
      const current = ensure();
      if (!current) return runFallback(request, signal);
      try {
        return await Promise.race([current.rpc.call(request, { signal }), current.failed]);
      } catch (error) {
        if (isAbortError(error)) {
          if (signal?.aborted && terminateOnAbort && running === current && current.rpc.pending === 0) stop('Aborted');
          // Aborted by the caller, or by dispose(): not a worker failure.
          if (signal?.aborted || (state as string) === 'disposed') throw error;
        }
        // The worker failed or answered with an error: never ask it again, and do this call on the main thread.
        giveUp(error);
        return runFallback(request, signal);
      }
    },
    dispose() {
      state = 'disposed';
      stop('Disposed');
    },
  };
}
