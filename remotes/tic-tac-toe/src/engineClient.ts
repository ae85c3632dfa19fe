// The engine through the kit's worker client: a worker when it can start, else the same search on the
// main thread (tiny for 3×3), loaded lazily so it stays out of the first chunk.
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import type { MoveRequest } from './logic/engine';

export const createEngine = () =>
  createWorkerClient<MoveRequest, number>({
    start: bundledWorker('tic-tac-toe-engine', () => new Worker(new URL('./engine.worker.ts', import.meta.url))),
    fallback: async (request) => (await import('./logic/engine')).chooseMove(request),
    terminateOnAbort: true,
  });
