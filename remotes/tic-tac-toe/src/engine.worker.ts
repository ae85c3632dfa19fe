// The computer's search in a Web Worker, so a deep 5×5 search never blocks the page.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import { chooseMove, type MoveRequest } from './logic/engine';

serveRpc<MoveRequest, number>(self as unknown as RpcEndpoint, (request) => chooseMove(request));
