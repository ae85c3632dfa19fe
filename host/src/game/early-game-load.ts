import { serveRoute } from '../app/routes';

/**
 * The game of the page a visitor arrives on starts loading as soon as the app's code runs, before
 * React has rendered anything: the shell's first render and the game's start-up (registry, manifest,
 * remote scripts, all preloaded by the server's hints) overlap instead of running one after the other.
 * The game page takes the load over once; Retry and later visits load afresh.
 */
export interface EarlyLoad<T> {
  promise: Promise<T>;
  /** Set once the load has finished, so a page rendered after that can start with the result. */
  settled?: T;
  /**
   * The page's markup came from the server (its header and loading frame): the first render hydrates it and
   * must draw the same, so it starts loading even when the result is already there.
   */
  serverRendered: boolean;
}

let early: { slug: string; load: EarlyLoad<unknown> } | undefined;
let arrivalSettled: Promise<void> = Promise.resolve();

/** The game slug of a /game/<slug> path, when it is a playable game under its canonical (lower-case) name. */
export function playableGameSlug(pathname: string): string | undefined {
  const { game } = serveRoute(pathname);
  // Another spelling is redirected to the canonical path first; that page starts the load.
  return game?.canonical ? game.slug : undefined;
}

/** Starts `load` for the game at `pathname`, if it is a game page; `load` must not reject. */
export function startEarlyGameLoad<T>(pathname: string, load: (slug: string) => Promise<T>, { serverRendered = false } = {}): void {
  const slug = playableGameSlug(pathname);
  if (!slug) return;
  const entry: EarlyLoad<T> = { promise: load(slug), serverRendered };
  arrivalSettled = entry.promise.then((result) => {
    entry.settled = result;
  });
  early = { slug, load: entry as EarlyLoad<unknown> };
}

/** Resolves once the game of the arrival page has loaded (or failed); at once on any other page. */
export function arrivalGameSettled(): Promise<void> {
  return arrivalSettled;
}

/**
 * The early load of `slug`, for its page to start from. Looking is free: a render React throws away (a
 * hydration it restarts) loses nothing. The page that goes on with it calls `claimEarlyGameLoad`.
 */
export function peekEarlyGameLoad<T>(slug: string): EarlyLoad<T> | undefined {
  return early?.slug === slug ? (early.load as EarlyLoad<T>) : undefined;
}

/** The page goes on with the early load (from its effect, once mounted): later pages load afresh. */
export function claimEarlyGameLoad(load: EarlyLoad<unknown>): void {
  if (early?.load === load) early = undefined;
}

/** Hands the early load of `slug` to its page, once. */
export function takeEarlyGameLoad<T>(slug: string): EarlyLoad<T> | undefined {
  const load = peekEarlyGameLoad<T>(slug);
  if (load) claimEarlyGameLoad(load);
  return load;
}
