// Puzzles are dealt in a worker (proving one solution while removing givens takes longer than a frame);
// without one, on the main thread.
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import type { GeneratedPuzzle } from './logic/generator';

export interface DealRequest {
  seed: string;
  level: string;
}

export const dealer = createWorkerClient<DealRequest, GeneratedPuzzle>({
  start: bundledWorker('sequent-generator', () => new Worker(new URL('./gen.worker.ts', import.meta.url))),
  // Loaded only when no worker can run, so the generator stays out of the first-load bundle.
  fallback: async ({ seed, level }) => (await import('./logic/generator')).generatePuzzle(seed, level),
});
