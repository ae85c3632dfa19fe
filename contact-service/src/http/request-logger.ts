import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

/** One line per request with method, path, status, duration and a stored message's id; no addresses, no bodies. */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const id = res.locals.messageId as string | undefined;
      logger.info({ method: req.method, path: req.path, status: res.statusCode, durationMs, id }, 'request');
    });
    next();
  };
}
