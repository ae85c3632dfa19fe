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

const lazyInfoPage = (path: InfoPath) => lazy(() => infoLoaders[path]().then((Page) => ({ default: Page })));
const LAZY_ROUTE_PAGES: RoutePages = {
  gallery: lazy(() => galleryLoader().then((Page) => ({ default: Page }))),
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
