// Generation off the main thread.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import type { DealRequest } from './dealer';
import { generatePuzzle } from './logic/generate';
import type { CrossSumsPuzzle } from './logic/types';

serveRpc<DealRequest, CrossSumsPuzzle>(self as unknown as RpcEndpoint, ({ seed, level }) => generatePuzzle(seed, level));
