import { useEffect, useRef, useState } from 'react';
import { remoteModuleIdFor } from '@games/shared/contracts';
import { claimEarlyGameLoad, peekEarlyGameLoad } from './early-game-load';
import { takeWarmGame } from './warm-game';
import { asGameLoadError, GameLoadError } from './game-load-error';
import { loadGame, type LoadedGame } from './remote-game-loader';
import { registry } from './registry';
import { rejectionOf, type LoadedRegistry } from './registry-client';
import { releasedGamesInstead } from './released-instead';
import { dispatchPreloadError } from './runtime-plugins/preload-error-event';

export type RemoteGameState =
  | { status: 'loading' }
  | { status: 'ready'; game: LoadedGame }
  /** The catalogue knows the game but the registry does not list it: not released yet. `instead` are games it does list. */
  | { status: 'coming-soon'; instead: string[] }
  | { status: 'failed'; error: GameLoadError };

/** The one place a failed game load is told to `preload-error` listeners (the host's metrics). */
export function reportFailedLoad(slug: string, failure: GameLoadError): void {
  dispatchPreloadError(window, remoteModuleIdFor(slug), failure);
}

/** A Retry on a game the registry did not list (or listed badly) asks the registry again. */
async function registryFor(slug: string, retrying: boolean): Promise<LoadedRegistry> {
  const loaded = await registry.load();
  if (retrying && !loaded.games[slug]) return registry.refresh();
  return loaded;
}

/** A failure while the browser has no network is told as that, whatever stage noticed it first. */
function failureOf(error: unknown): GameLoadError {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (offline && !(error instanceof GameLoadError && error.kind === 'render')) {
    return new GameLoadError('offline', 'The browser is offline', { cause: error });
  }
  // Errors the runtime plugin did not type (it types everything that fails inside the runtime).
  return asGameLoadError(error, 'module');
}

/**
 * One load of a game's remote, ending in the state to show (never rejects). A Retry (`retrying`)
 * asks the registry again when the game was missing from it. Every failed load, whichever stage failed
 * (registry, entry, manifest, remote, the loader's deadline), raises exactly one `preload-error`, here.
 */
export function loadGameState(slug: string, retrying = false): Promise<RemoteGameState> {
  return registryFor(slug, retrying)
    .then<RemoteGameState>((loaded) => {
      const rejection = rejectionOf(loaded, slug);
      if (rejection !== undefined) {
        throw new GameLoadError('entry-rejected', `The registry entry of ${slug} is invalid: ${rejection}`, { detail: rejection });
      }
      const entry = loaded.games[slug];
      // Not a failure: nothing to retry and no preload-error.
      if (!entry) return { status: 'coming-soon', instead: releasedGamesInstead(slug, loaded.games) };
      return loadGame(slug, entry).then<RemoteGameState>((game) => ({ status: 'ready', game }));
    })
    .catch<RemoteGameState>((error: unknown) => {
      const failure = failureOf(error);
      reportFailedLoad(slug, failure);
      return { status: 'failed', error: failure };
    });
}

/** Loads a game's remote; bump `attempt` to start a fresh load (the Retry button). */
export function useRemoteGame(slug: string, attempt: number): RemoteGameState {
  // The load bootstrap started for the page the visitor arrived on (early-game-load.ts), if any: used once.
  // Only looked at while rendering (a render may be thrown away), claimed once the page is mounted.
  const [early] = useState(() => peekEarlyGameLoad<RemoteGameState>(slug));
  const earlyPending = useRef(early);
  // A page rendered after the early load finished starts with its result, unless it hydrates the server's
  // markup (a game page arrives with its header and loading frame drawn): that first render must match it.
  const first = early && !early.serverRendered ? early.settled : undefined;
  const [state, setState] = useState<RemoteGameState>(first ?? { status: 'loading' });
  // The load that produced a ready game. The effect also runs again when a hidden page is shown
  // (the offline screen hides the routes); it must not replace a game being played.
  const readyFor = useRef<string | undefined>(first?.status === 'ready' ? `${slug}\n0` : undefined);
  useEffect(() => {
    if (early) claimEarlyGameLoad(early);
    const key = `${slug}\n${attempt}`;
    if (readyFor.current === key) return;
    const pending = attempt === 0 ? earlyPending.current : undefined;
    earlyPending.current = undefined;
    let current = true;
    if (!pending) setState({ status: 'loading' });
    // A game warmed from its card (warm-game.ts) is taken over; a Retry always loads afresh.
    const warmed = !pending && attempt === 0 ? takeWarmGame(slug, () => loadGameState(slug)) : undefined;
    (pending ? pending.promise : (warmed ?? loadGameState(slug, attempt > 0))).then((next) => {
      if (!current) return;
      if (next.status === 'ready') readyFor.current = key;
      setState(next);
    });
    return () => {
      current = false;
    };
  }, [slug, attempt, early]);
  return state;
}
