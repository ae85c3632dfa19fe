import { createHostApp } from './app';
import { hostConfigFromEnv } from './config';
import { createHostMetrics } from './host-metrics';
import { createAccessLog } from '@games/shared/server/access-log';
import { createLimitedServer } from '@games/shared/server/http-server-limits';
import { createGracefulShutdown, shutdownTimingsFromEnv } from '@games/shared/server/graceful-shutdown';
import { addressOf, createHttpMetrics, createMetricsRegistry, instrumentHttpServer, metricsEndpointFromEnv, serveMetrics } from '@games/shared/server/metrics';
import { hostRouteOf } from '@games/shared/server/route-classes';
import type { AddressInfo } from 'node:net';

const log = (level: string, msg: string, fields: Record<string, unknown> = {}) => console.log(JSON.stringify({ level, msg, ...fields }));
const config = hostConfigFromEnv();
const timings = shutdownTimingsFromEnv(process.env.HOST_SHUTDOWN_DELAY_MS, process.env.HOST_SHUTDOWN_TIMEOUT_MS);
const metricsEndpoint = metricsEndpointFromEnv(process.env.METRICS_PORT, process.env.METRICS_BIND, 9464);
const registry = createMetricsRegistry('host');

// The listener is the app, made once the shutdown (whose state the app's /readyz reads) exists.
const server = createLimitedServer((req, res) => app(req, res));
const shutdown = createGracefulShutdown(server, timings);
const app = createHostApp(config, { lifecycle: shutdown.lifecycle, metrics: createHostMetrics(registry) });
instrumentHttpServer(server, { name: 'host', metrics: createHttpMetrics(registry), routeOf: hostRouteOf, accessLog: process.env.ACCESS_LOG === '0' ? undefined : createAccessLog() });

server.listen(config.port, config.bind, () => {
  log('info', 'host server listening', { port: (server.address() as AddressInfo).port });
});
if (metricsEndpoint) {
  void serveMetrics(registry, { ...metricsEndpoint, onError: (error) => log('warn', 'metrics not served', { error: error.message }) }).then(
    (metricsServer) => metricsServer && log('info', 'metrics served', { address: addressOf(metricsServer), path: '/metrics' }),
  );
}

// SIGTERM (a rollout, a scale-down): readiness goes false, requests are served while the cluster moves
// traffic away, in-flight requests finish, then the process exits.
const stop = (signal: NodeJS.Signals) => {
  log('info', 'host server draining', { signal, ...timings });
  shutdown.shutDown().then(() => {
    log('info', 'host server stopped');
    process.exit(0);
  });
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
