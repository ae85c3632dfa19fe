// Deals puzzles off the main thread: the bigger boards can take longer than a frame to generate.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import type { DealRequest } from './dealer';
import { generatePuzzle, type GeneratedPuzzle } from './logic/generate';

serveRpc<DealRequest, GeneratedPuzzle>(self as unknown as RpcEndpoint, (request) => generatePuzzle(request.seed, request.difficulty));
