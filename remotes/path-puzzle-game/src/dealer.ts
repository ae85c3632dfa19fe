// Boards are dealt in a worker (the 12×12 proofs can take longer than a frame); without one, on the main thread.
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import type { GeneratedPuzzle } from './logic/generate';

export interface DealRequest {
  mode: 'daily' | 'unlimited';
  level: string;
  seed: string;
}

export const dealer = createWorkerClient<DealRequest, GeneratedPuzzle>({
  start: bundledWorker('path-puzzle-deal', () => new Worker(new URL('./deal.worker.ts', import.meta.url))),
  // Loaded only when no worker can run, so the generator stays out of the first-load bundle.
  fallback: async ({ mode, level, seed }) => (await import('./logic/generate')).dealBoard(mode, level, seed),
});
