// Generation off the main thread: hard puzzles can take longer than a frame, so deals come from here.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import type { DealRequest } from './dealer';
import { generatePuzzle } from './logic/generate';
import type { TangoPuzzle } from './logic/types';

serveRpc<DealRequest, TangoPuzzle>(self as unknown as RpcEndpoint, ({ seed, difficulty }) => generatePuzzle(seed, difficulty));
