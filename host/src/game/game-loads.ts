import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerNameFor, remoteModuleIdFor, type GameComponent } from '@games/shared/contracts';
import { serveRoute } from '../app/routes';
import { asGameLoadError, GameLoadError } from './game-load-error';
import { registry } from './registry';
import { rejectionOf, type LoadedRegistry } from './registry-client';
import { releasedGamesInstead } from './released-instead';
import { dispatchPreloadError } from './runtime-plugins/preload-error-event';

/**
 * The one path from a game's slug to its component: ONE load per slug, started by whoever asks first (the
 * bootstrap for the page the visitor arrives on, a card pointed at, the first screen's idle warm-up, or the
 * game page) and kept for the page's life, so every asker shares it and a click on a warmed card only mounts.
 * A load: registry → its entry (rejected or missing) → register the remote → load ./Game within a deadline.
 * It ends in what to show (`GameLoad`) or rejects with a typed GameLoadError, which stays until Retry
 * (`retryGame`) or the player leaves the page (`leaveGame`). The game page reads it with React's `use` (GamePage.tsx).
 */

export interface LoadedGame {
  Component: GameComponent;
  version: string;
}

export type GameLoad =
  | { status: 'ready'; game: LoadedGame }
  /** The catalogue knows the game but the registry does not list it: not released yet (no failure, no Retry). `instead` are games it lists. */
  | { status: 'coming-soon'; instead: string[] };

/** Safety net above the runtime's own time-outs (network-retry), so no spinner ever runs forever. */
export const GAME_LOAD_DEADLINE_MS = 15_000;

/** A promise carrying its outcome the way React's `use` reads it, so a settled load renders at once. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

interface Load {
  promise: Tracked<GameLoad>;
  /**
   * A player asked for this game (its page, or the page they arrived on). A load started speculatively (a
   * card, the warm-up) that fails before anyone asked is dropped unreported: the page then loads afresh.
   */
  asked: boolean;
}

const loads = new Map<string, Load>();
/** The remote entry each game's container is registered with, so a new version (seen on Retry) replaces it. */
const registeredEntries = new Map<string, string>();
let arrival: Promise<unknown> = Promise.resolve();

/** The one place a failed game load (or a game's render error, GamePage) is told to `preload-error` listeners. */
export function reportFailedLoad(slug: string, failure: GameLoadError): void {
  dispatchPreloadError(window, remoteModuleIdFor(slug), failure);
}

/** The load of `slug` a player asks for: the one under way or done, else a new one. */
export function loadGame(slug: string): Promise<GameLoad> {
  const load = loads.get(slug) ?? start(slug);
  load.asked = true;
  return load.promise;
}

/** Whether `load` has ended (in a game, coming soon, or a failure). */
export function loadEnded(load: Promise<unknown>): boolean {
  const { status } = load as Tracked<unknown>;
  return status === 'fulfilled' || status === 'rejected';
}

/** Starts loading `slug` ahead of a player's asking (warm-game.ts); shares a load already there. */
export function preloadGame(slug: string): Promise<GameLoad> {
  return (loads.get(slug) ?? start(slug, false)).promise;
}

/**
 * Retry: a failed load of `slug` is replaced by a fresh one (asking the registry again when it did not list
 * the game, or listed it badly). A load under way or done is kept, so a second click loads nothing more.
 */
export function retryGame(slug: string): void {
  const load = loads.get(slug);
  if (!load || load.promise.status === 'rejected') start(slug, true, true);
}

/**
 * The player left the page of `slug`: a failed load is dropped, so their next visit loads afresh instead of
 * showing the old failure. A load under way or done is kept (a return visit draws the game at once).
 */
export function leaveGame(slug: string): void {
  if (loads.get(slug)?.promise.status === 'rejected') loads.delete(slug);
}

/** Forgets every load and registration (tests). */
export function forgetGameLoads(): void {
  loads.clear();
  registeredEntries.clear();
  arrival = Promise.resolve();
}

/** The game slug of a /game/<slug> path, when it is a playable game under its canonical (lower-case) name. */
export function playableGameSlug(pathname: string): string | undefined {
  const { game } = serveRoute(pathname);
  // Another spelling is redirected to the canonical path first; that page starts the load.
  return game?.canonical ? game.slug : undefined;
}

/**
 * The game of the page a visitor arrives on starts loading as soon as the app's code runs, before React has
 * rendered anything: the shell's first render and the game's start-up (registry, manifest, remote scripts,
 * all preloaded by the server's hints) overlap. Its page finds that load under its slug.
 */
export function loadArrivalGame(pathname: string): void {
  const slug = playableGameSlug(pathname);
  if (slug) arrival = loadGame(slug);
}

/** Resolves once the game of the arrival page has loaded (or failed); at once on any other page. */
export function arrivalGameSettled(): Promise<void> {
  return arrival.then(settled, settled);
}

const settled = (): void => undefined;

/** Resolves once the load of `slug` under way has ended (at once when there is none); it starts nothing. */
export function gameLoadSettled(slug: string): Promise<void> {
  const load = loads.get(slug);
  return load ? load.promise.then(settled, settled) : Promise.resolve();
}

function start(slug: string, asked = true, retrying = false): Load {
  const load = { asked } as Load;
  const promise: Tracked<GameLoad> = registryFor(slug, retrying)
    .then((loaded) => gameLoadOf(slug, loaded))
    .catch((error: unknown) => {
      const failure = failureOf(error);
      // Every failed load a player asked for, whichever stage failed, raises exactly one preload-error, here.
      if (load.asked) reportFailedLoad(slug, failure);
      else if (loads.get(slug) === load) loads.delete(slug);
      throw failure;
    });
  // The outcome kept on the promise: a page mounted after the load ended (a warmed card's click, a later
  // visit) draws the game in its first render. A failure is shown by the page that asks, never left unhandled.
  promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  load.promise = promise;
  loads.set(slug, load);
  return load;
}

/** What the registry says of `slug`, then its remote's ./Game: the game, coming soon, or a typed failure. */
async function gameLoadOf(slug: string, loaded: LoadedRegistry): Promise<GameLoad> {
  const rejection = rejectionOf(loaded, slug);
  if (rejection !== undefined) {
    throw new GameLoadError('entry-rejected', `The registry entry of ${slug} is invalid: ${rejection}`, { detail: rejection });
  }
  const entry = loaded.games[slug];
  if (!entry) return { status: 'coming-soon', instead: releasedGamesInstead(slug, loaded.games) };
  return { status: 'ready', game: { Component: await loadRemoteGame(slug, entry.entry), version: entry.version } };
}

/** A Retry on a game the registry did not list (or listed badly) asks the registry again. */
async function registryFor(slug: string, retrying: boolean): Promise<LoadedRegistry> {
  const loaded = await registry.load();
  if (retrying && !loaded.games[slug]) return registry.refresh();
  return loaded;
}

/** A failure while the browser has no network is told as that, whatever stage noticed it first. */
function failureOf(error: unknown): GameLoadError {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return new GameLoadError('offline', 'The browser is offline', { cause: error });
  // Errors the runtime plugin did not type (it types everything that fails inside the runtime).
  return asGameLoadError(error, 'module');
}

/**
 * Registers the game's remote (its manifest URL from the registry) and loads its ./Game module. The runtime
 * keeps nothing of a failed load, so a Retry really loads again (network-retry asks at fresh URLs).
 */
async function loadRemoteGame(slug: string, entry: string): Promise<GameComponent> {
  const name = containerNameFor(slug);
  const known = registeredEntries.get(name);
  if (known !== entry) {
    // force replaces a previously registered version (a new deploy seen after a registry refresh).
    registerRemotes([{ name, entry }], { force: known !== undefined });
    registeredEntries.set(name, entry);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new GameLoadError('timeout', `Loading ${slug} took longer than ${GAME_LOAD_DEADLINE_MS / 1000} s`)), GAME_LOAD_DEADLINE_MS);
  });
  const module = await Promise.race([loadRemote<{ default?: GameComponent }>(remoteModuleIdFor(slug)), deadline]).finally(() => clearTimeout(timer));
  const Component = module?.default;
  if (typeof Component !== 'function' && (typeof Component !== 'object' || Component === null)) {
    throw new GameLoadError('module', `The ${slug} remote does not export a Game component`);
  }
  return Component;
}
