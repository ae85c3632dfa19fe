// Searches big positions off the main thread, so a hint on the full board never stalls the page.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import { solveRequest, type SolveRequest } from './logic/solveRequest';

serveRpc(self as unknown as RpcEndpoint, (request: SolveRequest) => solveRequest(request, 4_000_000));
