// The engine's Web Worker: answers think requests so the page never blocks while it searches.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import { think, type ThinkRequest, type ThinkResult } from './logic/engine';

serveRpc<ThinkRequest, ThinkResult>(self as unknown as RpcEndpoint, (request) => think(request));
