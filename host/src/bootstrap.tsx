import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { arrivalGameSettled, loadArrivalGame } from './game/game-loads';
import { registry } from './game/registry';
import { registerServiceWorker } from './service-worker/register';
import { startsOnline } from './connectivity';
import { setCatalogUpdates } from './catalog/page-catalog';
import { reportLoadFailures } from './app/report-load-failures';
import { preloadArrivalPage } from './app/route-pages';
import { matchRoute } from './app/routes';
import '@games/shared/game-kit/focus-ring.css';
import '@games/shared/game-kit/theme.css';
import './app/theme.css';

// The page's catalogue starts as the server embedded it; the registry this page reads adds what is newer.
setCatalogUpdates(() => registry.load().then((loaded) => loaded.games));

// A page that starts offline shows the offline screen and loads what it needs once the network is
// back: requests started now would fail for want of a network, and the game page would show that.
if (startsOnline()) {
  // Start the registry request now so a game page finds it ready; failures surface on the game page.
  registry.load().catch(() => undefined);
  // On a game page, the game itself starts loading now, alongside the first render (which hydrates the
  // server's header and loading frame when the page arrived with them): this is the load its page reads.
  loadArrivalGame(window.location.pathname);
}

// Games that fail to load here are reported to the host's metrics (one report per preload-error).
reportLoadFailures(window);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
const container = document.getElementById('root')!;
// A gallery or information page arrives rendered; its chunk is fetched now so React hydrates it without
// waiting for the render to ask.
preloadArrivalPage(matchRoute(window.location.pathname));
// The server renders some pages ahead of the JavaScript (host/src/server-render); those are hydrated.
if (container.hasChildNodes()) hydrateSoon(hydrateRoot(container, app));
else createRoot(container).render(app);

// Caches the shell so a reload without a network shows the offline screen, not the browser's error. On a
// game page only once the game has loaded: installing the worker downloads the shell again.
arrivalGameSettled().then(() => registerServiceWorker());

/**
 * The server's markup sits inside Activity and Suspense boundaries, which React hydrates at its lowest priority
 * in 5 ms slices, one level after another ("no rush": the markup is already on screen). On a game page that
 * held the game back: its stage hydrates, and only then reads the game's load, ~0.4–0.6 s after the load ended
 * at 4× CPU. Asking React to hydrate the game's stage first hydrates those boundaries at once, at default
 * priority. Other pages keep the lowest priority: their content is all in the markup, and a blocking hydration
 * would hold back the paint of their largest picture.
 */
function hydrateSoon(root: ReturnType<typeof hydrateRoot>): void {
  const target = document.querySelector('#main .game-page__stage');
  const schedule = (root as { unstable_scheduleHydration?: (target: Element) => void }).unstable_scheduleHydration;
  if (target && schedule) schedule.call(root, target);
}
