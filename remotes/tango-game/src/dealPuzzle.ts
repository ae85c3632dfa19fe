// Deals puzzles in a Web Worker so the page stays responsive; falls back to the main thread where
// workers are unavailable or fail to load (tests, strict CSP). The result is the same puzzle either way.
import { captureWorkerUrl, createRpcClient, createWorkerFromUrl, type RpcClient } from '@games/shared/game-kit/worker';
import { generatePuzzle } from './logic/generate';
import type { Difficulty, TangoPuzzle } from './logic/types';
import type { GenerateRequest } from './generate.worker';

interface Generator {
  client: RpcClient<GenerateRequest, TangoPuzzle>;
  /** Rejects when the worker script cannot load or crashes. */
  failed: Promise<never>;
}

let generator: Generator | null | undefined;

function workerGenerator(): Generator | null {
  if (generator !== undefined) return generator;
  try {
    if (typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') throw new Error('No workers here');
    const url = captureWorkerUrl(() => new Worker(new URL('./generate.worker.ts', import.meta.url)));
    const worker = createWorkerFromUrl(url, { name: 'tango-generator' });
    const failed = new Promise<never>((_, reject) => worker.addEventListener('error', () => reject(new Error('Generator worker failed')), { once: true }));
    failed.catch(() => undefined);
    generator = { client: createRpcClient(worker), failed };
  } catch {
    generator = null;
  }
  return generator;
}

export async function dealPuzzle(seed: string, difficulty: Difficulty): Promise<TangoPuzzle> {
  const worker = workerGenerator();
  if (worker) {
    try {
      return await Promise.race([worker.client.call({ seed, difficulty }), worker.failed]);
    } catch {
      generator = null;
    }
  }
  return generatePuzzle(seed, difficulty);
}
