import type { IncomingMessage } from 'node:http';

/** Route classes of the host's requests, for metrics labels and access logs (a fixed, small set). */
export function hostRouteOf(req: IncomingMessage): string {
  const path = req.url ?? '';
  if (path.startsWith('/assets/')) return 'assets';
  if (path.startsWith('/api/contact')) return 'contact';
  if (path.startsWith('/api/load-failures')) return 'load-failures';
  if (path.startsWith('/api/')) return 'api';
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path.startsWith('/game/')) return 'game-page';
  // A last segment with a dot is a file (public images, the service worker, robots.txt); else a page.
  return /\.[A-Za-z0-9]+(?:\?|$)/.test(path) ? 'file' : 'page';
}

/** Route classes of the remotes origin's requests. */
export function remotesRouteOf(req: IncomingMessage): string {
  const path = req.url ?? '';
  if (path === '/registry.json' || path.startsWith('/registry.json?')) return 'registry';
  if (path === '/healthz' || path === '/readyz') return 'health';
  // /<slug>/<version>/<file>: a game's immutable files.
  return /^\/[a-z0-9-]+\/[^/]+\/./.test(path) ? 'game-files' : 'other';
}
