import type { ErrorRequestHandler } from 'express';
import type { Logger } from '../logger';

/**
 * Turns every error on the Express routes into a JSON `{ message }`: request problems Express
 * reports (e.g. a malformed URL) stay 4xx, anything else is a logged 500.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const status = clientErrorStatus(error);
    if (status !== undefined) {
      res.status(status).json({ message: 'Bad request.' });
      return;
    }
    logger.error({ err: error }, 'unhandled error');
    if (!res.headersSent) res.status(500).json({ message: 'Internal server error.' });
  };
}

function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown; statusCode?: unknown } | undefined)?.status
    ?? (error as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
