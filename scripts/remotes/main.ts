import { deployDirFromEnv } from '../paths';
import { syncSeed } from './seed';
import { createRemotesApp } from './server';
import { listenLimited } from '@games/shared/server/http-server-limits';

// The remotes origin as its own process (docker-compose service `remotes`).
async function main() {
  const port = Number(process.env.REMOTES_PORT ?? process.env.PORT ?? 8081);
  const bind = process.env.REMOTES_BIND ?? '0.0.0.0';
  const deployDir = deployDirFromEnv();
  // REMOTES_BUCKET=s3://bucket/prefix: serve the releases in object storage (npm run deploy -- --target …).
  const bucketUrl = process.env.REMOTES_BUCKET || undefined;
  if (process.env.REMOTES_SEED_DIR && !bucketUrl) {
    for (const change of await syncSeed(process.env.REMOTES_SEED_DIR, deployDir)) {
      console.log(JSON.stringify({ level: 'info', msg: 'seed', change }));
    }
  }
  const server = listenLimited(createRemotesApp(deployDir, { bucketUrl }), port, bind, () => {
    console.log(JSON.stringify({ level: 'info', msg: 'remotes server listening', port, source: bucketUrl ?? deployDir }));
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(JSON.stringify({ level: 'error', msg: String(error instanceof Error ? error.message : error) }));
  process.exit(1);
});
