import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import type { ServerLifecycle } from '@games/shared/server/graceful-shutdown';
import { plainErrorHandler } from '@games/shared/server/plain-error-handler';
import { timedRegistryRead, type RegistryReadObserver } from '@games/shared/server/registry-read-metrics';
import { precompressedStatic } from '@games/shared/server/precompressed-static';
import { bucketOrigin } from './bucket-origin';
import { HISTORY_FILE, REGISTRY_FILE } from './releases';

export interface RemotesAppOptions {
  /** REMOTES_BUCKET=s3://bucket/prefix: serve the bucket the release tools write instead of the folder. */
  bucketUrl?: string;
  /** Says when the server is shutting down (its /readyz then answers 503). */
  lifecycle?: ServerLifecycle;
  /** Told of every read of registry.json, from the folder or the bucket (the metrics). */
  registryReads?: RegistryReadObserver;
}

/**
 * Static origin for remotes: /registry.json (always revalidated) and /<slug>/<version>/...
 * (immutable: a version's files are written once, scripts/remotes/releases.ts). CORS lets the host fetch
 * manifests. With `bucketUrl` (REMOTES_BUCKET=s3://bucket/prefix) both come from the bucket the release
 * tools write instead of the deploy folder.
 */
export function createRemotesApp(deployDir: string, options: RemotesAppOptions = {}) {
  const { lifecycle, registryReads } = options;
  const app = express();
  app.disable('x-powered-by');
  app.use(
    helmet({
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    }),
  );
  app.use((req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  });
  app.use(compression());
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Readiness: false from SIGTERM on, so the cluster stops sending before the listener closes.
  app.get('/readyz', (_req, res) => {
    if (lifecycle?.draining) res.status(503).json({ status: 'draining' });
    else res.json({ status: 'ready' });
  });
  // The release history is the release tools' bookkeeping (for the prune), not a file for browsers.
  app.get(`/${HISTORY_FILE}`, (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  if (options.bucketUrl) {
    app.use(bucketOrigin({ bucketUrl: options.bucketUrl, onRegistryRead: registryReads && ((outcome, seconds) => registryReads('bucket', outcome, seconds)) }));
  }
  // Read whole (a few KB), so the metrics time the read itself; res.send answers a revalidation (ETag) with 304.
  const registryPath = path.join(deployDir, REGISTRY_FILE);
  app.get(`/${REGISTRY_FILE}`, async (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    const read = fs.promises.readFile(registryPath).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    try {
      const body = await timedRegistryRead(read, registryReads && ((outcome, seconds) => registryReads('file', outcome, seconds)), (found) => (found ? 'ok' : 'missing'));
      if (!body) res.status(404).json({ message: 'No registry has been deployed yet' });
      else res.type('application/json').send(body);
    } catch (error) {
      next(error);
    }
  });
  app.use(precompressedStatic(deployDir, 'public, max-age=31536000, immutable'));
  app.use(
    express.static(deployDir, {
      index: false,
      dotfiles: 'ignore',
      fallthrough: true,
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(plainErrorHandler('remotes'));
  return app;
}
