// Draws figures off the main thread: the masters' figures can take longer than a frame to choose.
import { serveRpc, type RpcEndpoint } from '@games/shared/game-kit/worker/rpc';
import type { DealRequest } from './dealer';
import { dealFigure } from './logic/deal';
import type { Figure } from './logic/figure';

serveRpc<DealRequest, Figure>(self as unknown as RpcEndpoint, (request) => dealFigure(request.mode, request.level, request.seed));
