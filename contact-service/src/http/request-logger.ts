import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

/**
 * The one request log line: method, path, status, duration and a stored message's id. Never the
 * query, addresses or bodies. Used by the Express routes and the contact handler alike.
 */
export function logRequest(logger: Logger, method: string | undefined, url: string | undefined, status: number, startedNs: bigint, id?: string): void {
  const durationMs = Number(process.hrtime.bigint() - startedNs) / 1e6;
  logger.info({ method, path: pathOf(url), status, durationMs, id }, 'request');
}

/** Express middleware logging every request it routes, once the response is finished. */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => logRequest(logger, req.method, req.originalUrl, res.statusCode, started));
    next();
  };
}

function pathOf(url: string | undefined): string | undefined {
  const query = url?.indexOf('?') ?? -1;
  return query === -1 ? url : url!.slice(0, query);
}
