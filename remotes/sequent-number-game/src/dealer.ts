// Live levels are dealt in a worker (proving one solution while removing givens takes longer than a frame;
// without a worker, on the main thread); the 10×10 levels come from packs made at build time, fetched lazily.
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import type { GeneratedPuzzle } from './logic/generate';
import type { SequentPack } from './logic/pack';
import { levelConfig } from './logic/levels';

export interface DealRequest {
  seed: string;
  level: string;
}

export const dealer = createWorkerClient<DealRequest, GeneratedPuzzle>({
  start: bundledWorker('sequent-deal', () => new Worker(new URL('./deal.worker.ts', import.meta.url))),
  // Loaded only when no worker can run, so the generator stays out of the first-load bundle.
  fallback: async ({ seed, level }) => (await import('./logic/generate')).generatePuzzle(seed, level),
});

// One validator per pack, made once: the loader caches by URL with the first caller's check.
const validators = new Map<string, (value: unknown) => value is SequentPack>();

/** The puzzle of a seed and level: from the level's pack when it has one, else generated in the worker. */
export async function dealSequent(request: DealRequest, options: { signal?: AbortSignal } = {}): Promise<GeneratedPuzzle> {
  if (!levelConfig(request.level).packed) return dealer.call(request, options);
  // The pack code and the packs' addresses load with the first packed level, not in the first chunk.
  const [{ loadAsset }, { dealFromPack, isSequentPack }, { PACK_URLS }] = await Promise.all([
    import('@games/shared/game-kit/data/load-asset'),
    import('./logic/pack'),
    import('./packUrls'),
  ]);
  const url = PACK_URLS[request.level];
  let validate = validators.get(request.level);
  if (!validate) {
    validate = (value: unknown): value is SequentPack => isSequentPack(value) && value.level === request.level;
    validators.set(request.level, validate);
  }
  const pack = await loadAsset(url, validate, { what: 'puzzle pack' });
  return dealFromPack(pack, request.seed);
}
