// The engine behind a Web Worker: one search at a time; cancelling a running search restarts the worker.
import { captureWorkerUrl, createWorkerFromUrl } from '../../../shared/src/game-kit/worker/createWorker';
import { createRpcClient, type RpcClient } from '../../../shared/src/game-kit/worker/rpc';
import { useEffect, useMemo } from 'react';
import type { ThinkRequest, ThinkResult } from './engine/engine';

export interface EngineClient {
  think(request: ThinkRequest, signal?: AbortSignal): Promise<ThinkResult>;
  dispose(): void;
}

function workerUrl(): string {
  // webpack sees `new Worker(new URL(...))`, emits the worker chunk and puts its URL here.
  return captureWorkerUrl(() => new Worker(new URL('./engine/engine.worker.ts', import.meta.url)));
}

function createEngineClient(): EngineClient {
  let worker: Worker | null = null;
  let client: RpcClient<ThinkRequest, ThinkResult> | null = null;
  const stop = () => {
    client?.dispose('Engine restarted');
    worker?.terminate();
    worker = null;
    client = null;
  };
  const ensure = () => {
    if (!worker || !client) {
      worker = createWorkerFromUrl(workerUrl(), { name: 'chess-engine' });
      client = createRpcClient<ThinkRequest, ThinkResult>(worker);
    }
    return client;
  };
  return {
    think(request, signal) {
      if (typeof Worker === 'undefined') {
        // No workers (tests, very old browsers): think on the main thread, briefly.
        return import('./engine/engine').then(({ think }) => think({ ...request, timeMs: Math.min(request.timeMs ?? 200, 200), maxDepth: Math.min(request.maxDepth ?? 3, 3) }));
      }
      const rpc = ensure();
      const promise = rpc.call(request, { signal });
      // A synchronous search cannot see a cancel message: end the worker instead (a fresh one starts on demand).
      signal?.addEventListener('abort', () => {
        if (client === rpc && rpc.pending === 0) stop();
      });
      return promise;
    },
    dispose: stop,
  };
}

export function useEngine(): EngineClient {
  const engine = useMemo(createEngineClient, []);
  useEffect(() => () => engine.dispose(), [engine]);
  return engine;
}
