// Asks the generator worker for a puzzle; without workers (tests, old browsers) it generates on the main thread.
import { captureWorkerUrl, createWorkerFromUrl } from '../../../shared/src/game-kit/worker/createWorker';
import { createRpcClient, type RpcClient } from '../../../shared/src/game-kit/worker/rpc';
import type { DealRequest } from './logic/game';
import type { GeneratedPuzzle } from './logic/generator';

export interface Dealer {
  deal(request: DealRequest): Promise<GeneratedPuzzle>;
  dispose(): void;
}

function workerUrl(): string {
  return captureWorkerUrl(() => new Worker(new URL('./gen.worker.ts', import.meta.url)));
}

async function dealOnMainThread(request: DealRequest): Promise<GeneratedPuzzle> {
  const { generatePuzzle } = await import('./logic/generator');
  return generatePuzzle(request.seed, request.difficulty);
}

export function createDealer(): Dealer {
  let worker: Worker | null = null;
  let client: RpcClient<DealRequest, GeneratedPuzzle> | null = null;
  const ensure = () => {
    if (!client) {
      worker = createWorkerFromUrl(workerUrl(), { name: 'zip-generator' });
      client = createRpcClient<DealRequest, GeneratedPuzzle>(worker);
    }
    return client;
  };
  return {
    deal(request) {
      if (typeof Worker === 'undefined') return dealOnMainThread(request);
      try {
        return ensure().call(request).catch(() => dealOnMainThread(request));
      } catch {
        return dealOnMainThread(request);
      }
    },
    dispose() {
      client?.dispose();
      worker?.terminate();
      client = null;
      worker = null;
    },
  };
}
