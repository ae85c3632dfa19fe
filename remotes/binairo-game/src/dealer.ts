// Puzzles are generated in a worker (a 14×14 board can take longer than a frame); without one, on the main thread.
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import type { BinairoPuzzle } from './logic/types';

export interface DealRequest {
  seed: string;
  level: string;
}

export const dealer = createWorkerClient<DealRequest, BinairoPuzzle>({
  start: bundledWorker('binairo-deal', () => new Worker(new URL('./deal.worker.ts', import.meta.url))),
  // Loaded only when no worker can run, so the generator stays out of the first-load bundle.
  fallback: async ({ seed, level }) => (await import('./logic/generate')).generatePuzzle(seed, level),
});
