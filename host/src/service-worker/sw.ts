/**
 * The portal's service worker, built by host/build/service-worker-plugin.js into dist/sw.js with the
 * exact file list of one host build embedded (PRECACHE_MANIFEST), so every build changes its bytes
 * and the browser installs the new worker on the next visit.
 */
import { APP_SHELL_PATH } from './paths';
import { cacheNameFor, staleCaches, strategyFor } from './request-policy';

declare const PRECACHE_MANIFEST: { version: string; urls: string[] };

// The TypeScript DOM library has no service worker types; these are the parts used here.
interface SwExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SwFetchEvent extends SwExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface SwScope {
  readonly location: Location;
  readonly registration: { navigationPreload?: { enable(): Promise<void> } };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: SwExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void;
}

const worker = self as unknown as SwScope;
const { version, urls } = PRECACHE_MANIFEST;
const CACHE = cacheNameFor(version);
const precachedPaths = new Set(urls);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Hashed files never change, so the HTTP cache may answer (the page has just loaded most of
      // them); the shell page and the favicon are revalidated, as they must be this build's.
      // Low priority: on a first visit this runs just after load, possibly while a game is loading.
      const requests = urls.map(
        (url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache', credentials: 'same-origin', priority: 'low' }),
      );
      await cache.addAll(requests);
      // Take over from an older worker now; pages it served keep working from the network.
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), version).map((name) => caches.delete(name)));
      // Start page loads while the worker boots, so network-first navigations cost no extra time.
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
    })(),
  );
});

async function networkFirstNavigation(event: SwFetchEvent): Promise<Response> {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch (networkError) {
    // Only a network failure falls back; the server's own answers (404 included) pass through.
    const shell = await caches.open(CACHE).then((cache) => cache.match(APP_SHELL_PATH));
    if (shell) return shell;
    throw networkError;
  }
}

async function cacheFirstAsset(request: Request): Promise<Response> {
  const cached = await caches.open(CACHE).then((cache) => cache.match(request));
  return cached ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, worker.location.origin, precachedPaths);
  if (strategy === 'navigation') event.respondWith(networkFirstNavigation(event));
  else if (strategy === 'asset') event.respondWith(cacheFirstAsset(event.request));
  // 'ignore': no respondWith, so the browser fetches as if there were no worker.
});
