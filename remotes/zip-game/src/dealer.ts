// Puzzles are dealt in a worker (the bigger boards take longer than a frame); without one, on the main thread.
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import type { Difficulty } from './logic/difficulty';
import type { GeneratedPuzzle } from './logic/generate';

export interface DealRequest {
  seed: string;
  difficulty: Difficulty;
}

export const dealer = createWorkerClient<DealRequest, GeneratedPuzzle>({
  start: bundledWorker('zip-deal', () => new Worker(new URL('./deal.worker.ts', import.meta.url))),
  // Loaded only when no worker can run, so the generator stays out of the first-load bundle.
  fallback: async ({ seed, difficulty }) => (await import('./logic/generate')).generatePuzzle(seed, difficulty),
});
