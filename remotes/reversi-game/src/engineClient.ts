// The engine through the kit's worker client: a worker when it can start, else the same search on the main
// thread with a shorter budget, loaded lazily so it stays out of the first chunk. A search cannot see a cancel,
// so a cancelled search ends its worker.
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import type { ThinkRequest, ThinkResult } from './logic/engine';

/** Main thread, when workers fail: the same engine with a shorter budget. */
async function thinkOnMainThread(request: ThinkRequest): Promise<ThinkResult> {
  const { think } = await import('./logic/engine');
  return think({ ...request, timeMs: 150, minDepth: Math.min(request.minDepth ?? 4, 4) });
}

export const createEngine = () =>
  createWorkerClient<ThinkRequest, ThinkResult>({
    start: bundledWorker('reversi-engine', () => new Worker(new URL('./engine.worker.ts', import.meta.url))),
    fallback: thinkOnMainThread,
    terminateOnAbort: true,
  });
