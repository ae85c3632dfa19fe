// One engine per game view: the worker (the kit's worker client) with the main-thread fallback.
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient, type WorkerClient } from '@games/shared/game-kit/worker/worker-client';
import type { EngineRequest, EngineResponse } from './logic/engine';

export type EngineClient = WorkerClient<EngineRequest, EngineResponse>;

export const createEngine = (): EngineClient =>
  createWorkerClient<EngineRequest, EngineResponse>({
    start: bundledWorker('word-scrabble-engine', () => new Worker(new URL('./engine.worker.ts', import.meta.url))),
    fallback: async (request) => (await import('./engine-host')).handleEngineRequest(request),
  });
