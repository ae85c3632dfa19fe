// Figures are drawn in a worker (the masters' figures can take longer than a frame); without one, on the main thread.
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import type { Figure } from './logic/figure';

export interface DealRequest {
  mode: 'daily' | 'unlimited';
  level: string;
  seed: string;
}

export const dealer = createWorkerClient<DealRequest, Figure>({
  start: bundledWorker('one-line-deal', () => new Worker(new URL('./deal.worker.ts', import.meta.url))),
  // Loaded only when no worker can run, so the generator stays out of the first-load bundle.
  fallback: async ({ mode, level, seed }) => (await import('./logic/deal')).dealFigure(mode, level, seed),
});
