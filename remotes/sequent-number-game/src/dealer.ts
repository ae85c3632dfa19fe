// Live levels are dealt in a worker (proving one solution while removing givens takes longer than a frame;
// without a worker, on the main thread); the 10×10 levels come from packs made at build time, fetched lazily.
import { loadAsset } from '@games/shared/game-kit/data/load-asset';
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import type { GeneratedPuzzle } from './logic/generator';
import { dealFromPack, isSequentPack, type SequentPack } from './logic/pack';
import { PACK_URLS } from './packUrls';

export interface DealRequest {
  seed: string;
  level: string;
}

export const dealer = createWorkerClient<DealRequest, GeneratedPuzzle>({
  start: bundledWorker('sequent-generator', () => new Worker(new URL('./gen.worker.ts', import.meta.url))),
  // Loaded only when no worker can run, so the generator stays out of the first-load bundle.
  fallback: async ({ seed, level }) => (await import('./logic/generator')).generatePuzzle(seed, level),
});

// One validator per pack, fixed at module level: the loader caches by URL with the first caller's check.
const VALIDATORS: Record<string, (value: unknown) => value is SequentPack> = Object.fromEntries(
  Object.keys(PACK_URLS).map((level) => [level, (value: unknown): value is SequentPack => isSequentPack(value) && value.level === level]),
);

/** The puzzle of a seed and level: from the level's pack when it has one, else generated in the worker. */
export async function dealSequent(request: DealRequest, options: { signal?: AbortSignal } = {}): Promise<GeneratedPuzzle> {
  const url = PACK_URLS[request.level];
  if (!url) return dealer.call(request, options);
  const pack = await loadAsset(url, VALIDATORS[request.level], { what: 'puzzle pack' });
  return dealFromPack(pack, request.seed);
}
