import type http from 'node:http';

/** Whether a server still takes new work: false from the moment it is told to stop. */
export interface ServerLifecycle {
  readonly draining: boolean;
}

export interface ShutdownTimings {
  /**
   * After readiness turns false, new requests are still served this long, so load balancers and the
   * cluster's endpoints see the change and stop sending before the listener closes.
   */
  delayMs: number;
  /** Then in-flight requests get this long to finish before the remaining connections are cut. */
  timeoutMs: number;
}

export const DEFAULT_SHUTDOWN_TIMINGS: ShutdownTimings = { delayMs: 5_000, timeoutMs: 15_000 };

/** Timings from HOST_SHUTDOWN_DELAY_MS / HOST_SHUTDOWN_TIMEOUT_MS-style variables, else the defaults. */
export function shutdownTimingsFromEnv(delay: string | undefined, timeout: string | undefined): ShutdownTimings {
  const ms = (value: string | undefined, fallback: number, name: string) => {
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of milliseconds, not "${value}"`);
    return parsed;
  };
  return { delayMs: ms(delay, DEFAULT_SHUTDOWN_TIMINGS.delayMs, 'shutdown delay'), timeoutMs: ms(timeout, DEFAULT_SHUTDOWN_TIMINGS.timeoutMs, 'shutdown timeout') };
}

/**
 * Graceful stop of an HTTP server: readiness goes false at once (the server's /readyz answers 503 and
 * responses ask clients to close their connections, so they reconnect elsewhere), requests are still
 * served for `delayMs`, then the listener closes, idle connections close, in-flight requests finish,
 * and whatever is left after `timeoutMs` is cut. Resolves once the server is closed.
 */
export function createGracefulShutdown(server: http.Server, timings: ShutdownTimings = DEFAULT_SHUTDOWN_TIMINGS) {
  let draining = false;
  let closed: Promise<void> | undefined;
  // While draining, every answer closes its connection: a kept-alive client would otherwise keep
  // sending to a server about to go away.
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining && !res.headersSent) res.setHeader('Connection', 'close');
  });
  const lifecycle: ServerLifecycle = {
    get draining() {
      return draining;
    },
  };
  const shutDown = (): Promise<void> => {
    draining = true;
    closed ??= new Promise<void>((resolve) => {
      setTimeout(() => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), timings.timeoutMs).unref();
      }, timings.delayMs);
    });
    return closed;
  };
  return { lifecycle, shutDown };
}
