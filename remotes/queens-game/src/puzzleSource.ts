// Where puzzles come from: a Web Worker in the browser, the generator itself where workers are missing or fail.
import type { Difficulty } from './logic/difficulty';
import type { GeneratedPuzzle } from './logic/generator';

export interface PuzzleRequest {
  seed: string;
  difficulty: Difficulty;
}

type GenerateCall = (request: PuzzleRequest) => Promise<GeneratedPuzzle>;

let workerCall: Promise<GenerateCall | null> | null = null;

function startWorker(): Promise<GenerateCall | null> {
  if (typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return import('./generatorWorker')
    .then(({ startGeneratorWorker }) => {
      const { client, worker } = startGeneratorWorker();
      // A worker that cannot load reports an error event instead of answering: fall back then.
      const failed = new Promise<never>((_, reject) =>
        worker.addEventListener('error', () => reject(new Error('Generator worker failed')), { once: true }),
      );
      failed.catch(() => undefined);
      return (request: PuzzleRequest) => Promise.race([client.call(request), failed]);
    })
    .catch(() => null);
}

/** The puzzle for a seed and difficulty (the same everywhere, worker or not). */
export async function requestPuzzle(seed: string, difficulty: Difficulty): Promise<GeneratedPuzzle> {
  workerCall ??= startWorker();
  const call = await workerCall;
  if (call) {
    try {
      return await call({ seed, difficulty });
    } catch {
      workerCall = Promise.resolve(null);
    }
  }
  // Loaded only when no worker can run, so the generator stays out of the first-load bundle.
  const { generatePuzzle } = await import('./logic/generator');
  return generatePuzzle(seed, difficulty);
}
