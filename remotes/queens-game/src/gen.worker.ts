// Generates puzzles off the main thread, so a hard board never stalls the page.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import { generatePuzzle } from './logic/generator';
import type { PuzzleRequest } from './puzzleSource';

serveRpc(self as unknown as RpcEndpoint, ({ seed, difficulty }: PuzzleRequest) => generatePuzzle(seed, difficulty));
