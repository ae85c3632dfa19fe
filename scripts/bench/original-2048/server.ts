import type { Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';

/**
 * The original 2048 (gabrielecirulli/2048 at 478b6ec, MIT; site/LICENSE.txt), plain JavaScript and CSS served
 * as static files with compression, as a GitHub Pages-like host would: the yardstick for /game/2048.
 */
export const ORIGINAL_2048_DIR = path.join(__dirname, 'site');

export interface Original2048Server {
  url: string;
  stop(): Promise<void>;
}

export async function startOriginal2048(port: number): Promise<Original2048Server> {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(express.static(ORIGINAL_2048_DIR, { maxAge: 0 }));
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
