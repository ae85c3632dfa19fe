import type { NextFunction, Request, Response } from 'express';

/**
 * Last handler of the static servers: a short plain-text answer with the right status, never
 * Express's default page (which prints the stack trace and file paths outside production).
 */
export function plainErrorHandler(serverName: string) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = httpStatusOf(error);
    if (status >= 500) {
      console.error(JSON.stringify({ level: 'error', server: serverName, msg: 'request failed', method: req.method, path: req.path, error: withoutFilePaths(String(error)) }));
    }
    res.status(status).type('text/plain').send(status >= 500 ? 'Internal server error' : status === 404 ? 'Not found' : 'Bad request');
  };
}

function httpStatusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** An error's text with absolute file paths replaced: a log line must not map the server's file system. */
function withoutFilePaths(text: string): string {
  return text.replace(/(?:[A-Za-z]:)?(?:[\\/][^\s'"\\/]+){2,}/g, '<path>');
}
