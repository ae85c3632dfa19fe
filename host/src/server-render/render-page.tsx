import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../app/App';
import { setPortalConfigForServerRendering, type PortalConfig } from '../app/config';
import { catalogOf, type PageRecord } from '../catalog/catalog';
import { setPageCatalog } from '../catalog/page-catalog';

/** Paths whose HTML is the same for every visitor, so the server can render them ahead of the JS. */
export const SERVER_RENDERED_PATHS = ['/'] as const;

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
      <App />
    </StaticRouter>,
  );
}
