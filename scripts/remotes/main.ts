import { deployDirFromEnv } from '../paths';
import { syncSeed } from './seed';
import { createRemotesApp } from './server';
import { shutdownTimingsFromEnv } from '@games/shared/server/graceful-shutdown';
import { createMetricsRegistry, metricsEndpointFromEnv } from '@games/shared/server/metrics';
import { createRegistryReadMetrics } from '@games/shared/server/registry-read-metrics';
import { remotesRouteOf } from '@games/shared/server/route-classes';
import { jsonLog, runServer } from '@games/shared/server/run-server';

// The remotes origin as its own process (the image's server.js, docker-compose service `remotes`): the
// host's server pieces (shared/server/run-server.ts): limits on slow clients, request metrics and access
// log, registry-read metrics, GET /metrics on METRICS_PORT, and the graceful stop on SIGTERM.
async function main() {
  const env = process.env;
  const deployDir = deployDirFromEnv();
  // REMOTES_BUCKET=s3://bucket/prefix: serve the releases in object storage (npm run deploy -- --target …).
  const bucketUrl = env.REMOTES_BUCKET || undefined;
  if (env.REMOTES_SEED_DIR && !bucketUrl) {
    for (const change of await syncSeed(env.REMOTES_SEED_DIR, deployDir)) jsonLog('info', 'seed', { change });
  }
  const registry = createMetricsRegistry('remotes');
  const registryReads = createRegistryReadMetrics(registry, 'remotes');
  await runServer({
    name: 'remotes',
    port: Number(env.REMOTES_PORT ?? env.PORT ?? 8081),
    bind: env.REMOTES_BIND ?? '0.0.0.0',
    listener: (lifecycle) => createRemotesApp(deployDir, { bucketUrl, lifecycle, registryReads }),
    timings: shutdownTimingsFromEnv(env.REMOTES_SHUTDOWN_DELAY_MS, env.REMOTES_SHUTDOWN_TIMEOUT_MS),
    metrics: { registry, endpoint: metricsEndpointFromEnv(env.METRICS_PORT, env.METRICS_BIND, 9464), routeOf: remotesRouteOf },
    accessLog: env.ACCESS_LOG !== '0',
    listeningFields: { source: bucketUrl ?? deployDir },
  }).listening;
}

main().catch((error) => {
  jsonLog('error', String(error instanceof Error ? error.message : error));
  process.exit(1);
});
