import http from 'node:http';

/**
 * Time limits for every server of the portal (host, remotes origin, contact service). Node's defaults
 * (60 s for headers, 300 s per request, checked every 30 s) let a few hundred slow connections sit open
 * for minutes; these close a connection that sends its headers or body too slowly within seconds.
 */
export const HTTP_SERVER_LIMITS = {
  /** The whole header block must arrive within this. */
  headersTimeout: 10_000,
  /** The whole request, body included, must arrive within this. */
  requestTimeout: 30_000,
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeout: 5_000,
  /** How often Node looks for connections past those limits. */
  connectionsCheckingInterval: 1_000,
} as const;

export type HttpServerLimits = { [K in keyof typeof HTTP_SERVER_LIMITS]: number };

/** An http.Server for `listener` that holds slow clients to HTTP_SERVER_LIMITS (or `limits`, in tests). */
export function createLimitedServer(listener: http.RequestListener, limits: HttpServerLimits = HTTP_SERVER_LIMITS): http.Server {
  const server = http.createServer(
    { headersTimeout: limits.headersTimeout, requestTimeout: limits.requestTimeout, connectionsCheckingInterval: limits.connectionsCheckingInterval },
    listener,
  );
  server.keepAliveTimeout = limits.keepAliveTimeout;
  return server;
}

/** Listens like express's app.listen, on a limited server. */
export function listenLimited(listener: http.RequestListener, port: number, bind: string, onListening?: () => void): http.Server {
  const server = createLimitedServer(listener);
  server.listen(port, bind, onListening);
  return server;
}
