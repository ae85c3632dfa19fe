import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { matchRoute, serveRoute } from '../src/app/routes';
import type { HostServerConfig } from './config';
import { precompressedStatic } from '@games/shared/server/precompressed-static';
import { plainErrorHandler } from '@games/shared/server/plain-error-handler';
import type { ServerLifecycle } from '@games/shared/server/graceful-shutdown';
import { createHash } from 'node:crypto';
import { renderIndexHtml, type BootstrapAssets } from './html';
import { THEME_INIT_SCRIPT } from '../src/theme/theme-init-script';
import { createServerRenderer } from './server-render';
import { APP_SHELL_PATH, SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from '../src/service-worker/paths';
import { OFFLINE_SHELL_META_NAME } from '../src/connectivity/offline-shell';
import { createGamePreloadHints, preloadLinkTags } from './game-preload-hints';
import { createRegistryFetch } from './registry-fetch';
import { isS3Url } from '@games/shared/release/s3';
import { createContactProxy } from './contact-proxy';
import { createLiveCatalog, readCatalogSnapshot } from './live-catalog';
import { embeddedCatalogTag } from '../src/catalog/page-catalog';
import { EMPTY_CATALOG, type Catalog } from '../src/catalog/catalog';
import type { HostMetrics } from './host-metrics';
import { loadFailureReports } from './load-failure-reports';
import { LOAD_FAILURE_REPORT_PATH } from '../src/app/report-load-failures';

/** The app chunk's files recorded by the build (host/webpack.config.js), or none for an older build. */
interface BuildAssets extends BootstrapAssets {
  /** The gallery's own chunk, which only gallery pages link. */
  gallery: BootstrapAssets;
}

function readBuildAssets(distDir: string): BuildAssets {
  const safe = (files: unknown) => (Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && /^[\w./-]+$/.test(f)) : []);
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(distDir, 'bootstrap-assets.json'), 'utf8')) as Partial<BuildAssets>;
    return { css: safe(parsed.css), js: safe(parsed.js), gallery: { css: safe(parsed.gallery?.css), js: safe(parsed.gallery?.js) } };
  } catch {
    return { css: [], js: [], gallery: { css: [], js: [] } };
  }
}

/** What a page links: the app chunk everywhere, and the gallery's chunk on gallery pages (its styles paint the served cards). */
function pageAssets(assets: BuildAssets, pathname: string | null): BootstrapAssets {
  if (pathname === null || matchRoute(pathname).kind !== 'gallery') return { css: assets.css, js: assets.js };
  return { css: [...assets.css, ...assets.gallery.css], js: [...assets.js, ...assets.gallery.js] };
}

/** What the host app is told by the process that runs it. */
export interface HostRuntime {
  /** Says when the server is shutting down (its /readyz then answers 503). */
  lifecycle?: ServerLifecycle;
  /** Registry reads and browsers' failed game loads are counted here. */
  metrics?: HostMetrics;
}

/** The production server of the shell: static files, the SPA with real 404s, and the contact proxy. */
export function createHostApp(config: HostServerConfig, { lifecycle, metrics }: HostRuntime = {}) {
  const app = express();
  app.disable('x-powered-by');
  // Behind a cluster's ingress (TRUST_PROXY hops) req.ip is the visitor; otherwise only loopback proxies count.
  app.set('trust proxy', config.trustProxyHops > 0 ? config.trustProxyHops : 'loopback');

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          // Scripts only from this origin and the remotes origin, and the one inline theme script by its
          // hash: no other inline code, no eval.
          scriptSrc: ["'self'", ...config.remotesOrigins, `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`],
          connectSrc: ["'self'", ...config.remotesOrigins],
          styleSrc: ["'self'", "'unsafe-inline'", ...config.remotesOrigins],
          imgSrc: ["'self'", 'data:', 'blob:', ...config.remotesOrigins],
          fontSrc: ["'self'", 'data:', ...config.remotesOrigins],
          mediaSrc: ["'self'", 'data:', 'blob:', ...config.remotesOrigins],
          workerSrc: ["'self'", 'blob:', ...config.remotesOrigins],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
        },
      },
      // Cross-origin remote scripts load without CORP headers of their own being required here.
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());

  // The contact form posts here; the service sees the visitor's address (this socket's peer) in X-Forwarded-For.
  app.post(
    '/api/contact',
    createContactProxy({
      target: config.contactServiceUrl,
      bodyLimitBytes: config.contactBodyLimitBytes,
      bodyTimeoutMs: 10_000,
      answerTimeoutMs: 15_000,
      trustProxyHops: config.trustProxyHops,
    }),
  );
  app.all('/api/contact', (_req, res) => {
    res.status(405).set('Allow', 'POST').json({ message: 'Only POST is allowed here.' });
  });
  // Browsers report games that failed to load (host/src/app/report-load-failures.ts).
  app.use(LOAD_FAILURE_REPORT_PATH, loadFailureReports((game, kind) => metrics?.gameLoadFailed(game, kind)));
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });

  app.use('/assets', precompressedStatic(path.join(config.distDir, 'assets'), 'public, max-age=31536000, immutable'));
  app.use(
    '/assets',
    express.static(path.join(config.distDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
      index: false,
    }),
  );
  app.use(
    express.static(config.publicDir, {
      index: false,
      maxAge: '1d',
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=86400'),
    }),
  );

  const registryFetch = createRegistryFetch();
  const registrySource = isS3Url(config.serverRegistryUrl) ? 'bucket' : 'url';
  const gameHints = createGamePreloadHints({
    registryUrl: config.registryUrl,
    serverRegistryUrl: config.serverRegistryUrl,
    remotesOrigins: config.remotesOrigins,
    fetchImpl: registryFetch,
    onRegistryRead: metrics && ((outcome, seconds) => metrics.registryRead(registrySource, outcome, seconds)),
  });

  // Games, their cards and which /game/ paths exist come from the live registry (live-catalog.ts).
  const liveCatalog = createLiveCatalog({
    registryUrl: config.registryUrl,
    serverRegistryUrl: config.serverRegistryUrl,
    snapshot: readCatalogSnapshot(config.distDir),
    fetchImpl: registryFetch,
  });

  const templatePath = path.join(config.distDir, 'index.html');
  const serverRender = createServerRenderer(config);
  let template: string | undefined;
  const pages = new Map<string, string>();
  let pagesVersion: string | undefined;
  // The worker's offline shell: no page content, and a mark telling the client it was loaded offline.
  const offlineShell = { head: `<meta name="${OFFLINE_SHELL_META_NAME}" content="">`, body: '' };
  /**
   * The page for a path (server-rendered where possible), or the offline shell for null. Every page carries its
   * catalogue, a game's page with its game's head metadata.
   */
  const page = (pathname: string | null, catalog: Catalog, gameSlug?: string) => {
    if (pagesVersion !== catalog.version) pages.clear();
    pagesVersion = catalog.version;
    const rendered = pathname === null ? offlineShell : serverRender(pathname, catalog);
    const key = pathname === null ? APP_SHELL_PATH : rendered ? pathname : gameSlug ? `/game/${gameSlug}` : '';
    let html = pages.get(key);
    if (html === undefined) {
      template ??= fs.readFileSync(templatePath, 'utf8');
      const head = embeddedCatalogTag(catalog, gameSlug) + (rendered?.head ?? '');
      html = renderIndexHtml(template, config, { head, body: rendered?.body ?? '' }, pageAssets(readBuildAssets(config.distDir), pathname));
      pages.set(key, html);
    }
    return html;
  };

  // Render the server-rendered pages now rather than on the first visitor's request.
  setImmediate(() => {
    liveCatalog()
      .then((catalog) => {
        if (fs.existsSync(templatePath)) page('/', catalog);
      })
      .catch((error: unknown) => console.warn(JSON.stringify({ level: 'warn', msg: 'page warm-up failed', error: String(error) })));
    // Node loads its fetch client on first use; do it now, or the first game page misses its hints' deadline.
    gameHints('').catch(() => undefined);
  });

  // The service worker: revalidated on every check so a new host build takes over on the next visit.
  app.get(SERVICE_WORKER_PATH, (_req, res) => {
    const headers = { 'Cache-Control': 'no-cache', 'Content-Type': 'text/javascript; charset=utf-8', 'Service-Worker-Allowed': SERVICE_WORKER_SCOPE };
    res.sendFile(path.join(config.distDir, 'sw.js'), { headers }, (error) => {
      // A build made without the worker plugin has no sw.js.
      if (error && !res.headersSent) res.status(404).type('text/plain').send('Not found');
    });
  });

  // The shell the worker caches for offline page loads; a visitor opening it gets the SPA's 404.
  app.get(APP_SHELL_PATH, (req, res, next) => {
    if (req.get('sec-fetch-mode') === 'navigate') return next();
    liveCatalog()
      .then((catalog) => res.set({ 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' }).type('html').send(page(null, catalog)))
      .catch(next);
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Ready as soon as it listens: the shell is in memory, and nothing the host depends on takes it out of
  // rotation (without the remotes origin a game page still opens and offers Retry; without the contact
  // service the form says so). Not ready from the moment it is told to stop, so traffic moves away first.
  app.get('/readyz', (_req, res) => {
    if (lifecycle?.draining) res.status(503).json({ status: 'draining' });
    else res.json({ status: 'ready' });
  });

  // Every other GET is the SPA; the status tells crawlers and tools whether the path exists.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').json({ message: 'Method not allowed' });
      return;
    }
    // The client's route table decides, with the live catalogue: a page (200), the SPA's 404 page, or a plain 404 for a missing file.
    const route = serveRoute(req.path, EMPTY_CATALOG);
    if (!route.page) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    liveCatalog()
      .then((catalog) => {
        const { status, game } = serveRoute(req.path, catalog);
        const html = page(req.path, catalog, game?.slug);
        const send = (hints: string) => res.status(status).set('Cache-Control', 'no-cache').type('html').send(hints ? html.replace('</head>', `${hints}</head>`) : html);
        if (!game) return send('');
        // A game page preloads its game's registry entry and manifest (from the live registry).
        return gameHints(game.slug).then((hints) => send(preloadLinkTags(hints)));
      })
      .catch(next);
  });
  app.use(plainErrorHandler('host'));

  return app;
}
