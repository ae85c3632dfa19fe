import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DownloadButton } from './layout/DownloadButton';
import { Footer } from './layout/Footer';
import { HomeButton } from './layout/HomeButton';
import { MoreGames } from './layout/MoreGames';
import { InfoSections } from '../pages/info/InfoSections';
import { matchRoute } from './routes';
import './Layout.css';

/** The frame around every route: home button, suggestions, about/FAQ sections, footer, download button. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  const isHome = pathname === '/';
  const currentGame = route.kind === 'game' ? route.name.toLowerCase() : undefined;
  return (
    <div className="layout">
      <a className="layout__skip-link" href="#main">
        Skip to content
      </a>
      {!isHome && (
        <header className="layout__header">
          <HomeButton />
        </header>
      )}
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      {!isHome && <MoreGames excludeSlug={currentGame} />}
      {route.kind !== 'info' && <InfoSections />}
      <Footer />
      <DownloadButton />
    </div>
  );
}
