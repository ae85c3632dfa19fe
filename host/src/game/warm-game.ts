import { preloadGame } from './game-loads';

/**
 * A game starts loading when its card is pointed at, touched or focused, so the click only mounts it: its
 * one load (game-loads.ts), started ahead of the player's asking. Such a load raises no `preload-error`
 * while nobody has asked for the game, and one that fails then is dropped, so the page loads afresh.
 */

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
 * Starts loading `slug`'s game, once (a game loaded or loading is left as it is). Resolves when that load
 * settles (never rejects), so warm-ups can be spread out one after another.
 */
export function warmGame(slug: string): Promise<void> {
  return worthWarming() ? preloadGame(slug).then(settled, settled) : Promise.resolve();
}

const settled = (): void => undefined;
