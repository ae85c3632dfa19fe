// The engine behind a Web Worker, through the kit's worker client (one failure policy: if the worker cannot
// start or fails, every later search runs on the main thread, briefly). A search cannot see a cancel
// message, so a cancelled search ends its worker and the next one starts a fresh worker.
import { captureWorkerUrl, createWorkerFromUrl } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient, type WorkerClient } from '@games/shared/game-kit/worker/worker-client';
import { useEffect, useMemo, useRef } from 'react';
import type { ThinkRequest, ThinkResult } from './engine/engine';

export type EngineClient = Pick<WorkerClient<ThinkRequest, ThinkResult>, 'call'>;

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  // webpack sees `new Worker(new URL(...))`, emits the worker chunk and puts its URL here.
  const url = captureWorkerUrl(() => new Worker(new URL('./engine/engine.worker.ts', import.meta.url)));
  return createWorkerFromUrl(url, { name: 'chess-engine' });
}

/** The same search on the main thread (no workers: tests, strict pages), kept short so the page stays responsive. */
async function thinkOnMainThread(request: ThinkRequest): Promise<ThinkResult> {
  const { think } = await import('./engine/engine');
  return think({ ...request, timeMs: Math.min(request.timeMs ?? 200, 200), maxDepth: Math.min(request.maxDepth ?? 3, 3) });
}

const createEngine = () => createWorkerClient<ThinkRequest, ThinkResult>({ start: startWorker, fallback: thinkOnMainThread, terminateOnAbort: true });

/** A stable engine for the component's life; the worker is made on the first search and ended on unmount. */
export function useEngine(): EngineClient {
  const client = useRef<WorkerClient<ThinkRequest, ThinkResult> | null>(null);
  // A disposed client stays disposed, so unmounting drops it and a remount (StrictMode) makes a new one.
  useEffect(
    () => () => {
      client.current?.dispose();
      client.current = null;
    },
    [],
  );
  return useMemo(() => ({ call: (request, options) => (client.current ??= createEngine()).call(request, options) }), []);
}
