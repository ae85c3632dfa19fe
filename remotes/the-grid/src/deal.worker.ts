// Generation off the main thread.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import type { DealRequest } from './dealer';
import { generatePuzzle } from './logic/generate';
import type { NonogramPuzzle } from './logic/types';

serveRpc<DealRequest, NonogramPuzzle>(self as unknown as RpcEndpoint, ({ seed, level, pick }) => generatePuzzle(seed, level, pick));
