import { createContext, lazy, useContext, type ComponentType } from 'react';
import type { InfoPath } from './routes';

/**
 * The four information pages. The browser loads each in its own chunk, out of the gallery's first load;
 * the server render bundle passes them in eagerly (InfoPagesProvider), so their HTML arrives with the page
 * and the browser hydrates it once the chunk is there (React keeps the server's markup until then).
 */
const loaders: Record<InfoPath, () => Promise<ComponentType>> = {
  '/aboutus': () => import('../pages/info/AboutPage').then((m) => m.AboutPage),
  '/privacypolicy': () => import('../pages/info/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage),
  '/faq': () => import('../pages/info/FaqPage').then((m) => m.FaqPage),
  '/contactus': () => import('../pages/info/ContactPage').then((m) => m.ContactPage),
};

export type InfoPages = Record<InfoPath, ComponentType>;

const lazyPage = (path: InfoPath) => lazy(() => loaders[path]().then((Page) => ({ default: Page })));
const LAZY_INFO_PAGES: InfoPages = {
  '/aboutus': lazyPage('/aboutus'),
  '/privacypolicy': lazyPage('/privacypolicy'),
  '/faq': lazyPage('/faq'),
  '/contactus': lazyPage('/contactus'),
};

const InfoPagesContext = createContext<InfoPages>(LAZY_INFO_PAGES);

/** The server's eager pages; the browser uses the lazy ones. */
export const InfoPagesProvider = InfoPagesContext.Provider;

export function InfoPage({ path }: { path: InfoPath }) {
  const Page = useContext(InfoPagesContext)[path];
  return <Page />;
}

/**
 * Starts loading the chunk of the information page a visitor arrives on, before React hydrates it: the
 * page's markup is already painted, and the chunk arrives sooner than if the render asked for it.
 */
export function preloadInfoPage(path: InfoPath): void {
  loaders[path]().catch(() => undefined);
}
