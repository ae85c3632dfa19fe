import { createContext, lazy, useContext, type ComponentType } from 'react';
import type { GalleryPageProps } from '../gallery/GalleryPage';
import type { InfoPath, RouteMatch } from './routes';

/**
 * The pages of the route table other than the game page: the gallery (home and categories, with Today and
 * the player's rows) and the four information pages. The browser loads each in its own chunk, so a game
 * page arriving from a link loads no gallery or information-page code, and the gallery's first load no
 * information page. The server render bundle passes them in eagerly (RoutePagesProvider), so their HTML
 * arrives with the page; the server links an arriving page's chunk (bootstrap-assets.json) and
 * bootstrap.tsx asks for it at once, and React keeps the server's markup until it is there.
 */
export interface RoutePages {
  gallery: ComponentType<GalleryPageProps>;
  info: Record<InfoPath, ComponentType>;
}

const galleryLoader = () => import(/* webpackChunkName: "gallery" */ '../gallery/GalleryPage').then((m) => m.GalleryPage);
const infoLoaders: Record<InfoPath, () => Promise<ComponentType>> = {
  '/aboutus': () => import('../pages/info/AboutPage').then((m) => m.AboutPage),
  '/privacypolicy': () => import('../pages/info/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage),
  '/faq': () => import('../pages/info/FaqPage').then((m) => m.FaqPage),
  '/contactus': () => import('../pages/info/ContactPage').then((m) => m.ContactPage),
};

/** How to load again each page whose download failed (retryFailedPages), and whether it failed offline. */
const failedPages = new Map<() => void, { offline: boolean }>();

/**
 * A page's download that failed is asked for again when the page error's Try again, another route or the
 * browser coming back online retries (PageErrorBoundary). Until then the failure stands: React renders the
 * page again after a rejected load, and a load made afresh then would be asked for again and again.
 */
export function retryFailedPages(): void {
  for (const reload of failedPages.keys()) reload();
  failedPages.clear();
}

/**
 * Whether a page's download failed while the browser was offline. Such a page, shown again once online,
 * is tried again at once: it may have failed under the offline screen (Check Connection goes home while
 * offline), where no 'online' event reaches its error, which the page shows only after that event.
 */
export function aPageFailedOffline(): boolean {
  for (const { offline } of failedPages.values()) if (offline) return true;
  return false;
}

/**
 * A page in its own chunk, like React.lazy, except that a failed download is not kept for good: React.lazy
 * remembers the rejection, so a page first asked for offline (under the offline screen) could never show.
 */
export function retryingLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const fresh = (): ComponentType<P> =>
    lazy(() =>
      load().then(
        (Page) => ({ default: Page }),
        (error: unknown) => {
          failedPages.set(() => (current = fresh()), { offline: typeof navigator !== 'undefined' && !navigator.onLine });
          throw error;
        },
      ),
    );
  let current = fresh();
  return function RoutePage(props: P) {
    const Page = current;
    return <Page {...props} />;
  };
}

const lazyInfoPage = (path: InfoPath) => retryingLazy(infoLoaders[path]);
const LAZY_ROUTE_PAGES: RoutePages = {
  gallery: retryingLazy(galleryLoader),
  info: {
    '/aboutus': lazyInfoPage('/aboutus'),
    '/privacypolicy': lazyInfoPage('/privacypolicy'),
    '/faq': lazyInfoPage('/faq'),
    '/contactus': lazyInfoPage('/contactus'),
  },
};

const RoutePagesContext = createContext<RoutePages>(LAZY_ROUTE_PAGES);

/** The server's eager pages; the browser uses the lazy ones. */
export const RoutePagesProvider = RoutePagesContext.Provider;

export function GalleryRoutePage(props: GalleryPageProps) {
  const Page = useContext(RoutePagesContext).gallery;
  return <Page {...props} />;
}

export function InfoPage({ path }: { path: InfoPath }) {
  const Page = useContext(RoutePagesContext).info[path];
  return <Page />;
}

/**
 * Starts loading the chunk of the page a visitor arrives on, before React hydrates it: the page's markup is
 * already painted, and the chunk arrives sooner than if the render asked for it.
 */
export function preloadArrivalPage(route: RouteMatch): void {
  if (route.kind === 'gallery') galleryLoader().catch(() => undefined);
  else if (route.kind === 'info') infoLoaders[route.path]().catch(() => undefined);
}
