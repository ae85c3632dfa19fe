// The worker that keeps the next good jump of a big position ready for the synchronous hint.
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import type { Jump } from './logic/board';
import type { SolveRequest } from './logic/solveRequest';

export const solverClient = createWorkerClient<SolveRequest, Jump | null | 'unknown'>({
  start: bundledWorker('brainvita-solver', () => new Worker(new URL('./solver.worker.ts', import.meta.url))),
  // Without a worker the main thread searches only a little at a time (an unknown answer leaves the hint
  // saying it is still thinking).
  fallback: async (request) => (await import('./logic/solveRequest')).solveRequest(request, 20_000),
});
