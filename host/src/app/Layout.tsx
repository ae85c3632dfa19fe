import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DownloadButton } from './layout/DownloadButton';
import { Footer } from './layout/Footer';
import { HomeButton } from './layout/HomeButton';
import { GameSearch } from '../search/GameSearch';
import { ThemeSwitch } from '../theme/ThemeSwitch';
import { MoreGames } from './layout/MoreGames';
import { InfoSections } from '../pages/info/InfoSections';
import { gameLoadSettled, playableGameSlug } from '../game/game-loads';
import { idleScheduler } from './idle-scheduler';
import { matchRoute } from './routes';
import { usePublishDailyList } from '../catalog/publish-dailies';
import './Layout.css';

/**
 * Below a game, the suggestions and the About/FAQ sections wait until the game is on screen (its load ended,
 * then the main thread's next idle period), on arrival and after every click on a card, and then render at low
 * priority: their six card pictures are SVG documents to parse and lay out (~0.45 s at 4× CPU), which were
 * drawn ahead of the game's own render.
 */
function useBelowTheFold(pathname: string): boolean {
  const [shownOn, setShownOn] = useState<string | null>(null);
  useEffect(() => {
    let cancel = () => {};
    let live = true;
    const slug = playableGameSlug(pathname);
    // The page asked for its game while rendering (on arrival, the bootstrap did); nothing is loaded here.
    void (slug ? gameLoadSettled(slug) : Promise.resolve()).then(() => {
      if (live) cancel = idleScheduler.whenIdle(() => startTransition(() => setShownOn(pathname)));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [pathname]);
  return shownOn === pathname;
}

/**
 * After a move to another page, focus that was left on nothing (the Home button or a card that went away with
 * the old page) goes to the new page's main heading, so keyboard and screen-reader users start there instead
 * of at the top of <body>. A lazy page's heading is waited for. Only a new path counts: the routes shown again
 * after the offline screen (Activity re-runs their effects) give focus back to where the player left it.
 */
function useFocusHeadingAfterNavigation(pathname: string): void {
  const handledPath = useRef<string | null>(null);
  useEffect(() => {
    const first = handledPath.current === null;
    const samePath = handledPath.current === pathname;
    handledPath.current = pathname;
    if (first || samePath) return undefined;
    const focusLost = () => !document.activeElement || document.activeElement === document.body;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (!heading) return false;
      if (focusLost()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      return true;
    };
    if (focusHeading()) return undefined;
    const main = document.getElementById('main');
    if (!main) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}

/** The frame around every route: home button, suggestions, about/FAQ sections, footer, download button. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  const isHome = pathname === '/';
  const currentGame = route.kind === 'game' ? route.name.toLowerCase() : undefined;
  // The server-rendered pages (host/src/server-render) show everything at once, so hydration matches.
  const belowTheFold = useBelowTheFold(pathname) || route.kind !== 'game';
  useFocusHeadingAfterNavigation(pathname);
  usePublishDailyList();
  return (
    <div className="layout">
      <a className="layout__skip-link" href="#main">
        Skip to content
      </a>
      <header className="layout__header">
        {!isHome && <HomeButton />}
        <GameSearch />
        <ThemeSwitch />
      </header>
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      {!isHome && belowTheFold && <MoreGames excludeSlug={currentGame} />}
      {route.kind !== 'info' && belowTheFold && <InfoSections />}
      <Footer />
      <DownloadButton />
    </div>
  );
}
