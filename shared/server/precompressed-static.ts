import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the .br or .gz file written at build time (shared/server/precompress.ts) when the browser
 * accepts it: brotli at its best level is smaller than what on-the-fly compression can afford.
 * Anything else falls through to the next handler (express.static).
 */
export function precompressedStatic(root: string, cacheControl: string) {
  const resolvedRoot = path.resolve(root);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[path.extname(req.path)];
    if (!type) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    // No file name holds a NUL, and fs refuses one with an error naming the path: a plain 400, as express.static answers.
    if (relative.includes('\0')) return void res.status(400).type('text/plain').send('Bad request');
    const file = path.resolve(resolvedRoot, `.${relative}`);
    if (!file.startsWith(resolvedRoot + path.sep) || relative.split('/').some((part) => part.startsWith('.'))) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
      const candidate = `${file}${suffix}`;
      const stat = statIfReadable(candidate);
      if (!stat?.isFile()) continue;
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', stat.size);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', cacheControl);
      if (req.method === 'HEAD') return res.end();
      return fs.createReadStream(candidate).on('error', next).pipe(res);
    }
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  };
}

/** The file's stat, or undefined when it is missing or cannot be read (a name too long, a folder without access). */
function statIfReadable(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}
