// Generates puzzles off the main thread, so a hard board never stalls the page.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import type { DealRequest } from './dealer';
import { generatePuzzle } from './logic/generate';

serveRpc(self as unknown as RpcEndpoint, ({ seed, difficulty }: DealRequest) => generatePuzzle(seed, difficulty));
