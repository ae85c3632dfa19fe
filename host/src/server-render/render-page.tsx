import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../app/App';
import { setPortalConfigForServerRendering, type PortalConfig } from '../app/config';

/** Paths whose HTML is the same for every visitor, so the server can render them ahead of the JS. */
export const SERVER_RENDERED_PATHS = ['/'] as const;

/**
 * The page's markup for #root, hydrated by bootstrap.tsx. Rendering the gallery on the server lets
 * the first cards paint before ~130 KB of JavaScript has loaded and run.
 */
export function renderPage(path: string, config: PortalConfig): string {
  setPortalConfigForServerRendering(config);
  return renderToString(
    <StaticRouter location={path}>
      <App />
    </StaticRouter>,
  );
}
