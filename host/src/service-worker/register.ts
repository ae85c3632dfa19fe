import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from './paths';

/**
 * Registers the offline service worker once the page has loaded, so it never competes with the
 * first paint. Browsers without service workers (or an insecure origin) simply get no offline shell.
 */
export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker;
  if (!container || !win.isSecureContext) return;
  const register = () => {
    container.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE }).catch((error: unknown) => {
      console.warn('[offline] the service worker could not be registered; reloads need the network', error);
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
