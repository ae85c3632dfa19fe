// One engine per game view: the worker (the kit's worker client) with the main-thread fallback. The page
// resolves the dictionary's URL (a hashed asset of this remote) and sends it along; only the engine fetches it.
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import { DICTIONARY_URL } from './dataUrl';
import type { HostRequest } from './engine-host';
import type { EngineRequest, EngineResponse } from './logic/engine';

export interface EngineClient {
  call(request: EngineRequest, options?: { signal?: AbortSignal }): Promise<EngineResponse>;
  dispose(): void;
}

export function createEngine(): EngineClient {
  const client = createWorkerClient<HostRequest, EngineResponse>({
    start: bundledWorker('word-scrabble-engine', () => new Worker(new URL('./engine.worker.ts', import.meta.url))),
    fallback: async (request) => (await import('./engine-host')).handleEngineRequest(request),
  });
  const dictionaryUrl = DICTIONARY_URL.href;
  return { call: (request, options) => client.call({ dictionaryUrl, request }, options), dispose: () => client.dispose() };
}
