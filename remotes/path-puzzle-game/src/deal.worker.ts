// Deals Flow boards off the main thread.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import type { DealRequest } from './dealer';
import { dealBoard, type GeneratedPuzzle } from './logic/generate';

serveRpc<DealRequest, GeneratedPuzzle>(self as unknown as RpcEndpoint, (request) => dealBoard(request.mode, request.level, request.seed));
