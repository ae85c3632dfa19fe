import { createHostApp } from './app';
import { hostConfigFromEnv } from './config';
import { createHostMetrics } from './host-metrics';
import { shutdownTimingsFromEnv } from '@games/shared/server/graceful-shutdown';
import { createMetricsRegistry, metricsEndpointFromEnv } from '@games/shared/server/metrics';
import { hostRouteOf } from '@games/shared/server/route-classes';
import { jsonLog, runServer } from '@games/shared/server/run-server';

// The host as its own process (the image's server.js): limits, metrics, access log and the graceful stop
// on SIGTERM are the shared server's (shared/server/run-server.ts), as for the remotes origin.
const config = hostConfigFromEnv();
const registry = createMetricsRegistry('host');
const { listening } = runServer({
  name: 'host',
  port: config.port,
  bind: config.bind,
  listener: (lifecycle) => createHostApp(config, { lifecycle, metrics: createHostMetrics(registry) }),
  timings: shutdownTimingsFromEnv(process.env.HOST_SHUTDOWN_DELAY_MS, process.env.HOST_SHUTDOWN_TIMEOUT_MS),
  metrics: { registry, endpoint: metricsEndpointFromEnv(process.env.METRICS_PORT, process.env.METRICS_BIND, 9464), routeOf: hostRouteOf },
  accessLog: process.env.ACCESS_LOG !== '0',
});
listening.catch((error: Error) => {
  jsonLog('error', 'host server did not start', { error: error.message });
  process.exit(1);
});
