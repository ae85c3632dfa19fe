import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { createAccessLog } from './access-log';
import { createGracefulShutdown, type ServerLifecycle, type ShutdownTimings } from './graceful-shutdown';
import { createLimitedServer, HTTP_SERVER_LIMITS, type HttpServerLimits } from './http-server-limits';
import { addressOf, createHttpMetrics, instrumentHttpServer, serveMetrics, type RouteOf } from './metrics';

export type ServerLog = (level: string, msg: string, fields?: Record<string, unknown>) => void;

/** One JSON line on stdout. */
export const jsonLog: ServerLog = (level, msg, fields = {}) => console.log(JSON.stringify({ level, msg, ...fields }));

export interface RunServerOptions {
  /** Names the server in logs ("<name> server listening") and in the metrics' server label. */
  name: string;
  port: number;
  bind: string;
  /** The app, made once the shutdown exists (its /readyz reads `lifecycle.draining`). */
  listener: (lifecycle: ServerLifecycle) => http.RequestListener;
  timings: ShutdownTimings;
  /** Where the process's metrics registry is served (its own port); undefined: not served. */
  metrics: { registry: Registry; endpoint?: { port: number; bind: string }; routeOf: RouteOf };
  /** One JSON line per request on stdout (createAccessLog); false: none. */
  accessLog: boolean;
  /** Logged with "listening". */
  listeningFields?: Record<string, unknown>;
  /** Signals that start the graceful stop; [] in tests, which call stop() themselves. */
  signals?: NodeJS.Signals[];
  /** Called once stopped (the process exits 0 by default). */
  onStopped?: () => void;
  limits?: HttpServerLimits;
  log?: ServerLog;
}

/**
 * A portal server process as the host and the remotes origin run it: the shared time limits on slow
 * clients (HTTP_SERVER_LIMITS), request metrics and access log, GET /metrics on a port of its own, and a
 * graceful stop on SIGTERM (readiness false at once, served through the delay, in-flight requests
 * finished within the timeout, then exit 0).
 */
export function runServer(options: RunServerOptions) {
  const log = options.log ?? jsonLog;
  // The listener is the app, made once the shutdown (whose state the app's /readyz reads) exists.
  const server = createLimitedServer((req, res) => app(req, res), options.limits ?? HTTP_SERVER_LIMITS);
  const shutdown = createGracefulShutdown(server, options.timings);
  const app = options.listener(shutdown.lifecycle);
  instrumentHttpServer(server, {
    name: options.name,
    metrics: createHttpMetrics(options.metrics.registry),
    routeOf: options.metrics.routeOf,
    accessLog: options.accessLog ? createAccessLog() : undefined,
  });

  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.bind, () => {
      server.off('error', reject);
      log('info', `${options.name} server listening`, { port: (server.address() as AddressInfo).port, ...options.listeningFields });
      resolve();
    });
  });
  const endpoint = options.metrics.endpoint;
  const metricsServer = endpoint
    ? serveMetrics(options.metrics.registry, { ...endpoint, onError: (error) => log('warn', 'metrics not served', { error: error.message }) }).then((served) => {
        if (served) log('info', 'metrics served', { address: addressOf(served), path: '/metrics' });
        return served;
      })
    : Promise.resolve(undefined);

  // SIGTERM (a rollout, a scale-down): readiness goes false, requests are served while the cluster moves
  // traffic away, in-flight requests finish, then the process exits.
  let stopped: Promise<void> | undefined;
  const stop = (signal: NodeJS.Signals | 'stop' = 'stop'): Promise<void> => {
    stopped ??= (async () => {
      log('info', `${options.name} server draining`, { signal, ...options.timings });
      await shutdown.shutDown();
      const metrics = await metricsServer;
      metrics?.closeAllConnections();
      await new Promise((resolve) => (metrics ? metrics.close(resolve) : resolve(undefined)));
      log('info', `${options.name} server stopped`);
      (options.onStopped ?? (() => process.exit(0)))();
    })();
    return stopped;
  };
  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as NodeJS.Signals[])) process.once(signal, () => void stop(signal));
  return { server, lifecycle: shutdown.lifecycle, listening, metricsServer, stop };
}
