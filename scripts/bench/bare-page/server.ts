import type { Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { precompressedStatic } from '@games/shared/server/precompressed-static';
import { buildPackage } from '../../webpack-build';
import { BENCH_GAMES } from '../bench-games';

export const BARE_PAGE_DIR = __dirname;

/**
 * Serves the bare page the way the portal is served: helmet, compression, precompressed brotli/gzip
 * for hashed assets with the same immutable cache header, and the HTML revalidated (no-cache).
 */
export function createBarePageApp(distDir = path.join(BARE_PAGE_DIR, 'dist')) {
  const app = express();
  app.disable('x-powered-by');
  app.use(helmet({ crossOriginEmbedderPolicy: false }));
  app.use(compression());
  app.use('/assets', precompressedStatic(path.join(distDir, 'assets'), 'public, max-age=31536000, immutable'));
  app.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false, index: false }));
  // /<slug>/: that game alone (one page per bench game).
  app.get('/:slug/', (req, res, next) => {
    if (!BENCH_GAMES.some((game) => game.slug === req.params.slug)) return next();
    res.set('Cache-Control', 'no-cache').sendFile('index.html', { root: path.join(distDir, req.params.slug) });
  });
  return app;
}

export interface BarePageServer {
  url: string;
  stop(): Promise<void>;
}

/** Builds the bare pages from the current source of the bench games (production settings) and serves it on `port`. */
export async function startBarePage(port: number): Promise<BarePageServer> {
  await buildPackage(BARE_PAGE_DIR);
  const server: Server = await new Promise((resolve, reject) => {
    const s = createBarePageApp().listen(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
