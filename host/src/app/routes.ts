import { categoryBySlug, type Category } from '../catalog/categories';
import { isPlayableGame } from '../catalog/games';

/** The four static information pages; they get no About/FAQ sections underneath. */
export const INFO_PATHS = ['/privacypolicy', '/aboutus', '/faq', '/contactus'] as const;

export type RouteMatch =
  | { kind: 'gallery'; category?: Category }
  | { kind: 'game'; name: string }
  | { kind: 'info'; path: (typeof INFO_PATHS)[number] }
  /** A single segment that looks like a category slug ('*-games') but is none: redirected to /. */
  | { kind: 'category-redirect' }
  | { kind: 'not-found' };

/** Classifies a pathname the same way the SPA's routes do; the host server uses it for HTTP status codes. */
export function matchRoute(pathname: string): RouteMatch {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  if (path === '/') return { kind: 'gallery' };
  const info = INFO_PATHS.find((p) => p === path);
  if (info) return { kind: 'info', path: info };
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0]?.toLowerCase() === 'game' && segments.length === 2) return { kind: 'game', name: segments[1] };
  if (segments.length === 1) {
    const category = categoryBySlug(path.slice(1));
    if (category) return { kind: 'gallery', category };
    if (path.endsWith('-games')) return { kind: 'category-redirect' };
  }
  return { kind: 'not-found' };
}

/** HTTP status the server sends with the SPA for a path: unknown paths and unknown games are 404. */
export function httpStatusFor(pathname: string): 200 | 404 {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 404;
  }
  const match = matchRoute(decoded);
  if (match.kind === 'not-found') return 404;
  if (match.kind === 'game' && !isPlayableGame(match.name.toLowerCase())) return 404;
  return 200;
}
