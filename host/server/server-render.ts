import fs from 'node:fs';
import path from 'node:path';
import type { Catalog, PageRecord } from '../src/catalog/catalog';
import type { HostServerConfig } from './config';
import { serveRoute } from '../src/app/routes';

export interface RenderedPage {
  /** Title, meta and preload tags React hoists; they belong in <head>. */
  head: string;
  /** Markup for #root, hydrated by the client. */
  body: string;
}

type RenderPage = (path: string, config: Record<string, string>, catalog: Readonly<Record<string, PageRecord>>) => string;

const LEADING_HOISTABLES = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)*/;

/** Splits React's output: hoistable tags come first, the page markup after them. */
export function splitRenderedMarkup(markup: string): RenderedPage {
  const head = LEADING_HOISTABLES.exec(markup)?.[0] ?? '';
  return { head, body: markup.slice(head.length) };
}

/**
 * Loads the server render bundle built beside the shell (dist/ssr/render-page.cjs). A page renders once
 * per catalogue (a deploy that changes a record renders it again) with the server's configuration; without
 * the bundle, or if rendering fails, the plain shell is served and the client renders everything.
 */
export function createServerRenderer(config: HostServerConfig) {
  const bundle = path.join(config.distDir, 'ssr', 'render-page.cjs');
  const cache = new Map<string, RenderedPage | null>();
  let cachedVersion: string | undefined;
  let render: { renderPage: RenderPage; paths: readonly string[] } | null | undefined;
  const load = () => {
    if (render !== undefined) return render;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is CommonJS and may be absent: it is found at run time
      const mod = fs.existsSync(bundle) ? (require(bundle) as { renderPage: RenderPage; SERVER_RENDERED_PATHS: readonly string[] }) : null;
      render = mod ? { renderPage: mod.renderPage, paths: mod.SERVER_RENDERED_PATHS } : null;
    } catch (error) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'server rendering disabled', error: String(error) }));
      render = null;
    }
    return render;
  };
  return (pathname: string, catalog: Catalog): RenderedPage | null => {
    // Pages of an older catalogue are never served again.
    if (cachedVersion !== catalog.version) cache.clear();
    cachedVersion = catalog.version;
    if (cache.has(pathname)) return cache.get(pathname)!;
    const renderer = load();
    let page: RenderedPage | null = null;
    // A game's page is rendered too: its header, title and the stage's loading frame arrive with the HTML.
    if (renderer && (renderer.paths.includes(pathname) || serveRoute(pathname, catalog).game?.canonical)) {
      try {
        page = splitRenderedMarkup(
          renderer.renderPage(pathname, {
            siteName: config.siteName,
            contactEmail: config.contactEmail,
            appStoreUrl: config.appStoreUrl,
            registryUrl: config.registryUrl,
            publicUrl: config.publicUrl,
          }, catalog.records),
        );
      } catch (error) {
        console.warn(JSON.stringify({ level: 'warn', msg: 'server rendering failed', path: pathname, error: String(error) }));
      }
    }
    cache.set(pathname, page);
    return page;
  };
}
