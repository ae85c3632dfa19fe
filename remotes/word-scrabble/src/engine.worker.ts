// The engine's Web Worker: the dictionary and the move generator stay off the page's main thread.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import { handleEngineRequest } from './engine-host';
import type { EngineRequest, EngineResponse } from './logic/engine';

serveRpc<EngineRequest, EngineResponse>(self as unknown as RpcEndpoint, (request) => handleEngineRequest(request));
