import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../app/App';
import { setPortalConfigForServerRendering, type PortalConfig } from '../app/config';
import { catalogOf, type PageRecord } from '../catalog/catalog';
import { setPageCatalog } from '../catalog/page-catalog';
import { RoutePagesProvider, type RoutePages } from '../app/route-pages';
import { GalleryPage } from '../gallery/GalleryPage';
import { PAGE_ROUTES } from '../app/routes';
import { AboutPage } from '../pages/info/AboutPage';
import { ContactPage } from '../pages/info/ContactPage';
import { FaqPage } from '../pages/info/FaqPage';
import { PrivacyPolicyPage } from '../pages/info/PrivacyPolicyPage';

/**
 * Paths whose HTML is the same for every visitor, so the server renders them ahead of the JS: the gallery,
 * every category page with its cards, and the information pages (a crawler without JavaScript, or a slow
 * phone, reads them whole).
 */
export const SERVER_RENDERED_PATHS: readonly string[] = PAGE_ROUTES.filter((route) => route.kind !== 'game').map((route) => route.path);

// In the browser each comes in its own chunk; here they are part of the bundle, so they render at once.
const ROUTE_PAGES: RoutePages = {
  gallery: GalleryPage,
  info: { '/aboutus': AboutPage, '/privacypolicy': PrivacyPolicyPage, '/faq': FaqPage, '/contactus': ContactPage },
};

/**
 * The page's markup for #root, hydrated by bootstrap.tsx. Rendering the gallery on the server lets
 * the first cards paint before ~130 KB of JavaScript has loaded and run. `catalog` is the live catalogue's
 * records, which the server also embeds in the page, so the client hydrates with the same games.
 */
export function renderPage(path: string, config: PortalConfig, catalog: Readonly<Record<string, PageRecord>>): string {
  setPortalConfigForServerRendering(config);
  setPageCatalog(catalogOf(catalog));
  return renderToString(
    <StaticRouter location={path}>
      <RoutePagesProvider value={ROUTE_PAGES}>
        <App />
      </RoutePagesProvider>
    </StaticRouter>,
  );
}
