import { matchPath } from 'react-router-dom';
import { CATEGORIES, categoryBySlug, type Category } from '../catalog/categories';
import { isPlayableGame, type Catalog } from '../catalog/catalog';
import { pageCatalog } from '../catalog/page-catalog';

/**
 * The portal's one route table. The client renders these pages (App's <Routes>, the layout, the
 * arrival page's early game load) and the server answers from the same table: which paths are pages
 * (200), which are not (404), and which game a page preloads. Paths match as React Router matches
 * them: case-insensitive, trailing slashes ignored.
 */

/** The four static information pages; they get no About/FAQ sections underneath. */
export const INFO_PATHS = ['/privacypolicy', '/aboutus', '/faq', '/contactus'] as const;
export type InfoPath = (typeof INFO_PATHS)[number];

export const GAME_ROUTE_PATH = '/game/:gameName';

export type PageRoute =
  | { kind: 'gallery'; path: string; category?: Category }
  | { kind: 'game'; path: typeof GAME_ROUTE_PATH }
  | { kind: 'info'; path: InfoPath };

/** Every page the portal serves, as React Router path patterns. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { kind: 'gallery', path: '/' },
  ...CATEGORIES.filter((category) => category.slug).map((category): PageRoute => ({ kind: 'gallery', path: `/${category.slug}`, category })),
  { kind: 'game', path: GAME_ROUTE_PATH },
  ...INFO_PATHS.map((path): PageRoute => ({ kind: 'info', path })),
];

export type RouteMatch =
  | { kind: 'gallery'; category?: Category }
  | { kind: 'game'; name: string }
  | { kind: 'info'; path: InfoPath }
  /** A single segment that looks like a category slug ('*-games') but is none: redirected to /. */
  | { kind: 'category-redirect' }
  | { kind: 'not-found' };

/** Classifies a pathname by the route table; the client's catch-all route and the server both use it. */
export function matchRoute(pathname: string): RouteMatch {
  for (const route of PAGE_ROUTES) {
    const match = matchPath({ path: route.path, caseSensitive: false, end: true }, pathname);
    if (!match) continue;
    if (route.kind === 'game') return { kind: 'game', name: match.params.gameName ?? '' };
    if (route.kind === 'info') return { kind: 'info', path: route.path };
    return route.category ? { kind: 'gallery', category: route.category } : { kind: 'gallery' };
  }
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 1 && !categoryBySlug(segments[0].toLowerCase()) && segments[0].toLowerCase().endsWith('-games')) {
    return { kind: 'category-redirect' };
  }
  return { kind: 'not-found' };
}

/** How the server answers a GET for a path. */
export interface ServedRoute {
  /** 200 for a page, 404 for anything else (an unknown path or game still gets the SPA's 404 page). */
  status: 200 | 404;
  /** False for paths that look like files (a missing asset): those get a plain 404, not the SPA. */
  page: boolean;
  match: RouteMatch;
  /** The playable game of a game page (lower-cased), and whether the path already spells it so. */
  game?: { slug: string; canonical: boolean };
}

/** A path ending in a file extension is a request for a file, never a page. */
const FILE_LIKE = /\.[a-z0-9]{1,8}$/i;

/**
 * `pathname` as the browser sends it (percent-encoded); a malformed encoding is a 404. A game page is a page
 * when `catalog` has the game: the server passes the live one it read, the client's default is the page's.
 */
export function serveRoute(pathname: string, catalog: Catalog = pageCatalog()): ServedRoute {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 404, page: true, match: { kind: 'not-found' } };
  }
  if (FILE_LIKE.test(decoded)) return { status: 404, page: false, match: { kind: 'not-found' } };
  const match = matchRoute(decoded);
  if (match.kind === 'not-found') return { status: 404, page: true, match };
  if (match.kind !== 'game') return { status: 200, page: true, match };
  const slug = match.name.toLowerCase();
  if (!isPlayableGame(catalog, slug)) return { status: 404, page: true, match };
  return { status: 200, page: true, match, game: { slug, canonical: slug === match.name } };
}

/** HTTP status the server sends with the SPA for a path: unknown paths and unknown games are 404. */
export function httpStatusFor(pathname: string, catalog?: Catalog): 200 | 404 {
  return serveRoute(pathname, catalog).status;
}
