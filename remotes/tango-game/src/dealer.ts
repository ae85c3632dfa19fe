// Puzzles are generated in a worker (a hard board can take longer than a frame); without one, on the main thread.
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import type { Difficulty, TangoPuzzle } from './logic/types';

export interface DealRequest {
  seed: string;
  difficulty: Difficulty;
}

export const dealer = createWorkerClient<DealRequest, TangoPuzzle>({
  start: bundledWorker('tango-deal', () => new Worker(new URL('./deal.worker.ts', import.meta.url))),
  // Loaded only when no worker can run, so the generator stays out of the first-load bundle.
  fallback: async ({ seed, difficulty }) => (await import('./logic/generate')).generatePuzzle(seed, difficulty),
});
