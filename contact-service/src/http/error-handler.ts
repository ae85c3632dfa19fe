import type { ErrorRequestHandler } from 'express';
import type { Logger } from '../logger';

/** body-parser error types and what the visitor is told about them. */
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'Request body is not valid JSON.' },
  'entity.too.large': { status: 413, message: 'Request body is too large (limit 16 KB).' },
  'entity.verify.failed': { status: 400, message: 'Request body could not be verified.' },
  'request.aborted': { status: 400, message: 'Request was aborted before the body arrived.' },
  'request.size.invalid': { status: 400, message: 'Request body size does not match Content-Length.' },
  'encoding.unsupported': { status: 415, message: 'Content-Encoding is not supported.' },
  'charset.unsupported': { status: 415, message: 'Charset is not supported; send UTF-8 JSON.' },
  'parameters.too.many': { status: 400, message: 'Request has too many parameters.' },
};

/** Turns every error into a JSON `{ message }`; request problems stay 4xx, the rest is a logged 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const known = typeof error?.type === 'string' ? BODY_ERRORS[error.type] : undefined;
    const status = known?.status ?? clientErrorStatus(error);
    if (status !== undefined) {
      res.status(status).json({ message: known?.message ?? 'Bad request.' });
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
