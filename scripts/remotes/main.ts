import { deployDirFromEnv } from '../paths';
import { createRemotesApp } from './server';

// The remotes origin as its own process (docker-compose service `remotes`).
const port = Number(process.env.REMOTES_PORT ?? process.env.PORT ?? 8081);
const bind = process.env.REMOTES_BIND ?? '0.0.0.0';
const server = createRemotesApp(deployDirFromEnv()).listen(port, bind, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'remotes server listening', port, deployDir: deployDirFromEnv() }));
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
