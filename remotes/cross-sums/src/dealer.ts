// Puzzles are dealt in a worker (uniqueness search on the big caged grids can take longer than a frame);
// without one, on the main thread. The generator stays out of the first chunk either way.
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import type { CrossSumsPuzzle } from './logic/types';

export interface DealRequest {
  seed: string;
  level: string;
}

export const dealer = createWorkerClient<DealRequest, CrossSumsPuzzle>({
  start: bundledWorker('cross-sums-deal', () => new Worker(new URL('./deal.worker.ts', import.meta.url))),
  fallback: async ({ seed, level }) => (await import('./logic/generate')).generatePuzzle(seed, level),
});
