import { warmGame } from './warm-game';
import { idleScheduler, type IdleScheduler } from '../app/idle-scheduler';

/**
 * The games a visitor is most likely to open next are the ones on the first screen. Once the page has
 * loaded and the browser is idle, the first few of them are warmed (warm-game.ts: entry, Game chunk and
 * CSS through the federation runtime), one at a time and each in its own idle period, so a click only
 * mounts. Not on Save-Data or a slow connection (worthWarming), and few enough to spare a phone's data:
 * pointing at or focusing any other card still warms it on intent.
 */
export const FIRST_SCREEN_WARM_LIMIT = 3;

const GAME_LINK = 'a[href^="/game/"]';

/** Slugs of the game links whose top is on the first screen, in reading (DOM) order, without repeats. */
export function firstScreenGameSlugs(root: ParentNode, viewportHeight: number, limit = FIRST_SCREEN_WARM_LIMIT): string[] {
  const slugs: string[] = [];
  for (const link of Array.from(root.querySelectorAll<HTMLAnchorElement>(GAME_LINK))) {
    const box = link.getBoundingClientRect();
    if (box.height === 0 || box.top >= viewportHeight || box.bottom <= 0) continue;
    const slug = decodeURIComponent(link.getAttribute('href')!.slice('/game/'.length).split(/[?#/]/)[0]);
    if (slug && !slugs.includes(slug)) slugs.push(slug);
    if (slugs.length === limit) break;
  }
  return slugs;
}

/** Warms the first screen's games after load, one per idle period; the returned function stops it (page left). */
export function warmFirstScreenWhenIdle(
  slugsOnScreen: () => string[],
  { scheduler = idleScheduler, warm = warmGame }: { scheduler?: IdleScheduler; warm?: (slug: string) => Promise<void> } = {},
): () => void {
  let stopped = false;
  let cancel = () => {};
  const next = (queue: string[]) => {
    const [slug, ...rest] = queue;
    if (stopped || slug === undefined) return;
    cancel = scheduler.whenIdle(() => {
      if (!stopped) void warm(slug).then(() => next(rest));
    });
  };
  cancel = scheduler.whenLoaded(() => {
    if (!stopped) next(slugsOnScreen());
  });
  return () => {
    stopped = true;
    cancel();
  };
}
