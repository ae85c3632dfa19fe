import type { AddressInfo } from 'node:net';
import { createHostApp } from './app';
import { hostConfigFromEnv } from './config';
import { createLimitedServer } from '@games/shared/server/http-server-limits';
import { createGracefulShutdown, shutdownTimingsFromEnv } from '@games/shared/server/graceful-shutdown';

const config = hostConfigFromEnv();
const timings = shutdownTimingsFromEnv(process.env.HOST_SHUTDOWN_DELAY_MS, process.env.HOST_SHUTDOWN_TIMEOUT_MS);
// The listener is the app, made once the shutdown (whose state the app's /readyz reads) exists.
const server = createLimitedServer((req, res) => app(req, res));
const shutdown = createGracefulShutdown(server, timings);
const app = createHostApp(config, shutdown.lifecycle);

server.listen(config.port, config.bind, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'host server listening', port: (server.address() as AddressInfo).port }));
});

// SIGTERM (a rollout, a scale-down): readiness goes false, requests are served while the cluster moves
// traffic away, in-flight requests finish, then the process exits.
const stop = (signal: NodeJS.Signals) => {
  console.log(JSON.stringify({ level: 'info', msg: 'host server draining', signal, ...timings }));
  shutdown.shutDown().then(() => {
    console.log(JSON.stringify({ level: 'info', msg: 'host server stopped' }));
    process.exit(0);
  });
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
