// Puzzles are dealt in a worker (the counting solver of the big boards can take longer than a frame); without
// one, on the main thread. The picture set travels with the generator, so it stays out of the first chunk.
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import type { NonogramPuzzle, PicturePick } from './logic/types';

export interface DealRequest {
  seed: string;
  level: string;
  /** The daily schedule's picture. */
  pick?: PicturePick;
}

export const dealer = createWorkerClient<DealRequest, NonogramPuzzle>({
  start: bundledWorker('the-grid-deal', () => new Worker(new URL('./deal.worker.ts', import.meta.url))),
  fallback: async ({ seed, level, pick }) => (await import('./logic/generate')).generatePuzzle(seed, level, pick),
});
