// The generator worker's client. Kept apart from puzzleSource so `import.meta.url` is only met in the browser.
import { captureWorkerUrl, createWorkerFromUrl } from '@games/shared/game-kit/worker/createWorker';
import { createRpcClient, type RpcClient } from '@games/shared/game-kit/worker/rpc';
import type { GeneratedPuzzle } from './logic/generator';
import type { PuzzleRequest } from './puzzleSource';

export function startGeneratorWorker(): { client: RpcClient<PuzzleRequest, GeneratedPuzzle>; worker: Worker } {
  const url = captureWorkerUrl(() => new Worker(new URL('./gen.worker.ts', import.meta.url)));
  const worker = createWorkerFromUrl(url, { name: 'queens-generator' });
  return { client: createRpcClient<PuzzleRequest, GeneratedPuzzle>(worker), worker };
}
