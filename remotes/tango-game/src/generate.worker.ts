// Generation off the main thread: hard puzzles can take longer than a frame, so new deals come from here.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker';
import { generatePuzzle } from './logic/generate';
import type { Difficulty, TangoPuzzle } from './logic/types';

export interface GenerateRequest {
  seed: string;
  difficulty: Difficulty;
}

serveRpc<GenerateRequest, TangoPuzzle>(self as unknown as RpcEndpoint, ({ seed, difficulty }) => generatePuzzle(seed, difficulty));
