// The engine's Web Worker: the dictionary and the move generator stay off the page's main thread.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import { handleEngineRequest, type HostRequest } from './engine-host';
import type { EngineResponse } from './logic/engine';

serveRpc<HostRequest, EngineResponse>(self as unknown as RpcEndpoint, (request) => handleEngineRequest(request));
