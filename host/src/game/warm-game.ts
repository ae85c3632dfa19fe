import { loadGame } from './remote-game-loader';
import { registry } from './registry';
import { rejectionOf } from './registry-client';
import type { RemoteGameState } from './use-remote-game';

/**
 * A game starts loading when its card is pointed at, touched or focused, so the click only mounts it. The
 * load is speculative: it raises no `preload-error` (the player asked for nothing yet), and a warm load that
 * failed is dropped, so the game page loads afresh, as a Retry does, and reports that load's failure.
 */
const warm = new Map<string, Promise<RemoteGameState>>();

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Not on a metered or slow connection the player asked to spare, nor offline. */
export function worthWarming(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  if (!nav || nav.onLine === false) return false;
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  return !connection?.saveData && !['slow-2g', '2g'].includes(connection?.effectiveType ?? '');
}

/**
 * Starts loading `slug`'s game once; later calls while it is loaded or loading do nothing. Resolves when
 * that load settles (never rejects), so warm-ups can be spread out one after another.
 */
export function warmGame(slug: string): Promise<void> {
  const running = warm.get(slug);
  if (running) return running.then(settled, settled);
  if (!worthWarming()) return Promise.resolve();
  const load = registry
    .load()
    .then((loaded) => {
      const entry = loaded.games[slug];
      if (!entry || rejectionOf(loaded, slug) !== undefined) throw new Error(`${slug} is not released`);
      // Not through loadGameState: a warm load that fails reports nothing.
      return loadGame(slug, entry);
    })
    .then((game): RemoteGameState => ({ status: 'ready', game }));
  warm.set(slug, load);
  load.catch(() => {
    if (warm.get(slug) === load) warm.delete(slug);
  });
  return load.then(settled, settled);
}

const settled = (): void => undefined;

/**
 * The warm load of `slug`, if one was started: its game once loaded, or, if it fails, a fresh load by
 * `loadAfresh` (which reports its own failure). Undefined when the game was not warmed.
 */
export function takeWarmGame(slug: string, loadAfresh: () => Promise<RemoteGameState>): Promise<RemoteGameState> | undefined {
  const load = warm.get(slug);
  return load?.catch(loadAfresh);
}

/** Forgets every warm load (tests). */
export function clearWarmGames(): void {
  warm.clear();
}
