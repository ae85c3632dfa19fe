// Deals Hidato / Numbrix puzzles off the main thread.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import type { DealRequest } from './dealer';
import { generatePuzzle, type GeneratedPuzzle } from './logic/generate';

serveRpc<DealRequest, GeneratedPuzzle>(self as unknown as RpcEndpoint, (request) => generatePuzzle(request.seed, request.level));
