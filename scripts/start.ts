import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createHostApp } from '../host/server/app';
import { hostConfigFromEnv } from '../host/server/config';
import { deployDirFromEnv, hostDir, repoRoot } from './paths';
import { staleHostBuild } from './host-build-check';
import { releaseLocalBuild } from './remotes/local-releases';
import { isDeployed } from './remotes/publish';
import { createRemotesApp } from './remotes/server';
import { listenLimited } from '@games/shared/server/http-server-limits';
import { buildPackage, listRemotes, runLimited } from './webpack-build';
import { superviseChild, type Supervisor } from './supervise-child';
import { createHostMetrics } from '../host/server/host-metrics';
import { createAccessLog } from '@games/shared/server/access-log';
import { addressOf, createHttpMetrics, createMetricsRegistry, instrumentHttpServer, metricsEndpointFromEnv, serveMetrics } from '@games/shared/server/metrics';
import { hostRouteOf, remotesRouteOf } from '@games/shared/server/route-classes';
import { createRegistryReadMetrics } from '@games/shared/server/registry-read-metrics';

/**
 * `npm start`: builds what is missing or stale (a host whose sources changed since its build), deploys every
 * remote that has no deployed version yet, and runs the three services on one machine with embedded defaults.
 */
const env = process.env;
const remotesPort = Number(env.REMOTES_PORT ?? 8081);
const contactPort = Number(env.CONTACT_PORT ?? 8082);
// Metrics on ports of their own, on loopback (shared/server/metrics.ts says why): the next two after the contact service's.
const metricsPort = contactPort + 1;
const contactMetricsPort = Number(env.CONTACT_METRICS_PORT ?? contactPort + 2);
const deployDir = deployDirFromEnv();
const supervisors: Supervisor[] = [];
const servers: Server[] = [];

function log(message: string) {
  console.log(`[start] ${message}`);
}

async function ensureBuilt() {
  const jobs: { label: string; dir: string }[] = [];
  const staleHost = staleHostBuild(hostDir, repoRoot);
  if (staleHost) {
    log(`the host is built again: ${staleHost}`);
    jobs.push({ label: 'host', dir: hostDir });
  }
  const remotes = listRemotes();
  for (const remote of remotes) {
    if (!isDeployed(deployDir, remote.slug, remote.version) && !fs.existsSync(path.join(remote.dir, 'dist', 'mf-manifest.json'))) {
      jobs.push({ label: remote.slug, dir: remote.dir });
    }
  }
  if (jobs.length) log(`building ${jobs.map((j) => j.label).join(', ')}…`);
  // A game that does not build is left out (the registry, so the portal, does not list it); every other game runs.
  const failed = new Set<string>();
  await runLimited(jobs, Number(env.BUILD_CONCURRENCY ?? 2), (job) =>
    buildPackage(job.dir).catch((error: unknown) => {
      if (job.dir === hostDir) throw error;
      failed.add(job.label);
      log(`${job.label} did not build, so it is not deployed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }),
  );
  for (const remote of remotes.filter((r) => !failed.has(r.slug))) {
    const dist = path.join(remote.dir, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) continue;
    // A version is its bytes: a build that differs from what its version holds goes out as <version>+<digest>
    // and goes live, the old one stays; an unchanged build leaves the registry (and any rollback) alone.
    const change = await releaseLocalBuild(deployDir, { slug: remote.slug, version: remote.version, dir: dist });
    if (change) log(change);
  }
}

function listen(app: ReturnType<typeof createRemotesApp>, port: number, bind: string, name: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = listenLimited(app, port, bind, () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`${name}: port ${port} is already in use (set ${name === 'host' ? 'HOST_PORT' : 'REMOTES_PORT'} to use another)`) : error);
    });
  });
}

function startContactService() {
  const entry = path.join(repoRoot, 'contact-service', 'src', 'main.ts');
  if (!fs.existsSync(entry)) {
    log('contact-service is not present; the contact form will report that it is unavailable');
    return;
  }
  // Restarted with back-off when it dies, so one crash does not make every contact message fail.
  supervisors.push(
    superviseChild({
      name: 'contact-service',
      start: () =>
        spawn(process.execPath, ['--import', 'tsx', entry], {
          cwd: repoRoot,
          env: { ...env, PORT: String(contactPort), HOST: env.CONTACT_BIND ?? '127.0.0.1', METRICS_PORT: String(contactMetricsPort) },
          stdio: ['ignore', 'inherit', 'inherit'],
        }),
      log,
    }),
  );
}

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const supervisor of supervisors) void supervisor.stop();
  for (const server of servers) server.close();
  setTimeout(() => process.exit(0), 3000).unref();
}

async function main() {
  await ensureBuilt();
  const hostConfig = hostConfigFromEnv({ ...env, REMOTES_PORT: String(remotesPort), CONTACT_PORT: String(contactPort) });
  // One metrics registry for the two servers of this process (labelled server="host" / "remotes").
  const registry = createMetricsRegistry('portal');
  const httpMetrics = createHttpMetrics(registry);
  // Access logs only when asked: a page load is dozens of lines, and this terminal is for the URL and errors.
  const accessLog = env.ACCESS_LOG === '1' ? createAccessLog() : undefined;
  const remotesApp = createRemotesApp(deployDir, { registryReads: createRegistryReadMetrics(registry, 'remotes') });
  const remotesServer = await listen(remotesApp, remotesPort, env.REMOTES_BIND ?? '0.0.0.0', 'remotes');
  instrumentHttpServer(remotesServer, { name: 'remotes', metrics: httpMetrics, routeOf: remotesRouteOf, accessLog });
  servers.push(remotesServer);
  startContactService();
  const hostServer = await listen(createHostApp(hostConfig, { metrics: createHostMetrics(registry) }), hostConfig.port, hostConfig.bind, 'host');
  instrumentHttpServer(hostServer, { name: 'host', metrics: httpMetrics, routeOf: hostRouteOf, accessLog });
  servers.push(hostServer);
  const metricsEndpoint = metricsEndpointFromEnv(env.METRICS_PORT, env.METRICS_BIND, metricsPort);
  const metricsServer = metricsEndpoint && (await serveMetrics(registry, { ...metricsEndpoint, onError: (error) => log(`metrics not served: ${error.message}`) }));
  if (metricsServer) servers.push(metricsServer);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  log(`remotes: http://localhost:${remotesPort}/registry.json · contact-service: http://127.0.0.1:${contactPort}`);
  if (metricsServer) log(`metrics: http://${addressOf(metricsServer)}/metrics (host and remotes) · http://127.0.0.1:${contactMetricsPort}/metrics (contact-service)`);
  console.log(`\n  Games portal running at ${hostConfig.publicUrl}\n`);
}

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  stop();
  process.exitCode = 1;
});
