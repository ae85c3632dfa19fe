// Generation off the main thread: a 14×14 puzzle can take longer than a frame, so deals come from here.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import type { DealRequest } from './dealer';
import { generatePuzzle } from './logic/generate';
import type { BinairoPuzzle } from './logic/types';

serveRpc<DealRequest, BinairoPuzzle>(self as unknown as RpcEndpoint, ({ seed, level }) => generatePuzzle(seed, level));
