import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { plainErrorHandler } from '@games/shared/server/plain-error-handler';
import { precompressedStatic } from '@games/shared/server/precompressed-static';
import { bucketOrigin } from './bucket-origin';
import { HISTORY_FILE, REGISTRY_FILE } from './releases';

/**
 * Static origin for remotes: /registry.json (always revalidated) and /<slug>/<version>/...
 * (immutable: a version's files are written once, scripts/remotes/releases.ts). CORS lets the host fetch
 * manifests. With `bucketUrl` (REMOTES_BUCKET=s3://bucket/prefix) both come from the bucket the release
 * tools write instead of the deploy folder.
 */
export function createRemotesApp(deployDir: string, options: { bucketUrl?: string } = {}) {
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
  // The release history is the release tools' bookkeeping (for the prune), not a file for browsers.
  app.get(`/${HISTORY_FILE}`, (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  if (options.bucketUrl) app.use(bucketOrigin({ bucketUrl: options.bucketUrl }));
  app.get(`/${REGISTRY_FILE}`, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    // root: only the relative part is checked for dot-folders (the deploy dir may live under .data/).
    res.sendFile(REGISTRY_FILE, { root: deployDir }, (error) => {
      if (error && !res.headersSent) res.status(404).json({ message: 'No registry has been deployed yet' });
    });
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
