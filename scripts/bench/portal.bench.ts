import type { Browser } from '@playwright/test';
import { coldPage, launchBenchBrowser, playableSignal } from './bench-browser';
import { BENCH_GAMES } from './bench-games';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Cold load of a page showing a game at 4× CPU throttling: ms from navigation to its `ready` element (2048's first tile by default). */
async function coldLoadToPlayable(browser: Browser, pageUrl: string, remotesUrl?: string, ready?: string): Promise<{ ms: number; ownBytes: number }> {
  const { page, bytes, close } = await coldPage(browser, 4);
  try {
    const whenPlayable = await playableSignal(page, ready);
    await page.goto(pageUrl, { waitUntil: 'commit' });
    const ms = await whenPlayable();
    await page.waitForLoadState('networkidle');
    const ownBytes = remotesUrl ? [...bytes().entries()].filter(([u]) => u.startsWith(`${remotesUrl}/2048/`)).reduce((a, [, b]) => a + b, 0) : 0;
    return { ms, ownBytes };
  } finally {
    await close();
  }
}

export interface PortalFigures {
  /** The JS of / itself (Save-Data, so no idle warm-up). */
  jsBytesHome: number;
  /** The JS of / once the idle warm-up of the first screen's games has settled. */
  jsBytesHomeWithWarmUp: number;
  lcpHomeMs: number;
  /** The largest cumulative layout shift of / over the runs. */
  clsHome: number;
  /** /game/2048 in the portal. */
  loadToPlayable2048Ms: number;
  /** The same 2048 component alone on a bare page (scripts/bench/bare-page), same run. */
  loadToPlayableBare2048Ms: number;
  /** Median of the per-run ratios portal / bare (each pair measured back to back). */
  loadToPlayableRatio: number;
  /** The original 2048 (gabrielecirulli/2048) served statically, same run. */
  loadToPlayableOriginal2048Ms: number;
  /** Median of the per-run ratios portal / original 2048. */
  loadToPlayableOriginalRatio: number;
  clickToPlayable2048Ms: number;
  /** The same click after the pointer rested on the card for HOVER_BEFORE_CLICK_MS: the card warmed its game. */
  clickAfterHoverToPlayable2048Ms: number;
  ownJsBytes2048: number;
  /** The other bench games (bench-games.ts), each cold in the portal and alone on its bare page, back to back. */
  otherGames: ColdGameFigures[];
}

export interface ColdGameFigures {
  slug: string;
  family: string;
  portalMs: number;
  bareMs: number;
  /** Median of the per-run ratios portal / bare. */
  ratio: number;
}

/** How long the bench's pointer rests on the card before clicking: a player's pointer slows onto a card for longer. */
export const HOVER_BEFORE_CLICK_MS = 200;

export interface PortalBenchOptions {
  url: string;
  remotesUrl: string;
  /** The bare page (scripts/bench/bare-page/server.ts). */
  bareUrl: string;
  /** The original 2048 (scripts/bench/original-2048/server.ts). */
  originalUrl: string;
  runs?: number;
  log?: (line: string) => void;
}

export async function measurePortal({ url, remotesUrl, bareUrl, originalUrl, runs = 5, log = () => undefined }: PortalBenchOptions): Promise<PortalFigures> {
  const browser = await launchBenchBrowser();
  const jsBytes: number[] = [];
  const jsWithWarmUp: number[] = [];
  const lcps: number[] = [];
  const cls: number[] = [];
  const loads: number[] = [];
  const bareLoads: number[] = [];
  const ratios: number[] = [];
  const originalLoads: number[] = [];
  const originalRatios: number[] = [];
  const clicks: number[] = [];
  const hoverClicks: number[] = [];
  const own2048: number[] = [];
  const others = BENCH_GAMES.slice(1).map((game) => ({ game, portal: [] as number[], bare: [] as number[], ratios: [] as number[] }));
  try {
    for (let i = 0; i < runs; i++) {
      // JS bytes and LCP on / at 4× CPU throttling.
      {
        const { page, bytes, close } = await coldPage(browser, 4);
        // The page's own JS: Save-Data turns off the idle warm-up of the first screen's games (measured below).
        await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
        await page.goto(`${url}/`, { waitUntil: 'networkidle' });
        const lcp = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries();
                resolve(entries[entries.length - 1].startTime);
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        );
        lcps.push(lcp);
        // Layout shifts on / while it loads and fills in from storage (Today, favourites): the hub promises none.
        cls.push(
          await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                let total = 0;
                new PerformanceObserver((list) => {
                  for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) total += entry.value;
                }).observe({ type: 'layout-shift', buffered: true });
                setTimeout(() => resolve(total), 0);
              }),
          ),
        );
        jsBytes.push([...bytes().values()].reduce((a, b) => a + b, 0));
        await close();
      }
      // Cold load-to-playable: the portal's /game/2048, the bare page and the original 2048 back to back,
      // rotating which goes first so drifting machine load affects all alike.
      {
        const runs3 = [
          () => coldLoadToPlayable(browser, `${url}/game/2048?seed=bench`, remotesUrl),
          () => coldLoadToPlayable(browser, `${bareUrl}/2048/?seed=bench`),
          () => coldLoadToPlayable(browser, `${originalUrl}/`),
        ];
        const results: Array<{ ms: number; ownBytes: number }> = [];
        for (let k = 0; k < runs3.length; k++) {
          const which = (i + k) % runs3.length;
          results[which] = await runs3[which]();
        }
        const [portal, bare, original] = results;
        loads.push(portal.ms);
        own2048.push(portal.ownBytes);
        bareLoads.push(bare.ms);
        ratios.push(portal.ms / bare.ms);
        originalLoads.push(original.ms);
        originalRatios.push(portal.ms / original.ms);
      }
      // The other families, each pair back to back, alternating which goes first.
      for (const other of others) {
        const pair = [
          () => coldLoadToPlayable(browser, `${url}/game/${other.game.slug}?seed=bench`, undefined, other.game.ready),
          () => coldLoadToPlayable(browser, `${bareUrl}/${other.game.slug}/?seed=bench`, undefined, other.game.ready),
        ];
        const results: Array<{ ms: number }> = [];
        for (let k = 0; k < pair.length; k++) {
          const which = (i + k) % pair.length;
          results[which] = await pair[which]();
        }
        other.portal.push(results[0].ms);
        other.bare.push(results[1].ms);
        other.ratios.push(results[0].ms / results[1].ms);
      }
      // Click-to-playable from the gallery (no throttling: "on this machine"): a click at once (the pointer
      // lands and clicks, nothing warmed) and a click after the pointer rested on the card, as a player's does.
      for (const hoverMs of [0, HOVER_BEFORE_CLICK_MS]) {
        const { page, bytes, close } = await coldPage(browser, 1);
        const whenPlayable = await playableSignal(page);
        await page.goto(`${url}/`, { waitUntil: 'networkidle' });
        if (!hoverMs) jsWithWarmUp.push([...bytes().values()].reduce((a, b) => a + b, 0));
        const card = page.locator('a[href="/game/2048"]').first();
        if (hoverMs) {
          await card.hover();
          await page.waitForTimeout(hoverMs);
        }
        await card.click();
        await whenPlayable();
        (hoverMs ? hoverClicks : clicks).push(
          await page.evaluate(() => {
            const w = window as unknown as { __playableAt: number; __clickAt: number };
            return w.__playableAt - w.__clickAt;
          }),
        );
        await close();
      }
      log(
        `run ${i + 1}/${runs}: LCP ${Math.round(lcps[i])} ms · /game/2048 ${Math.round(loads[i])} ms vs bare ${Math.round(bareLoads[i])} ms (×${ratios[i].toFixed(2)}) vs original ${Math.round(originalLoads[i])} ms (×${originalRatios[i].toFixed(2)}) · click ${Math.round(clicks[i])} ms, after a hover ${Math.round(hoverClicks[i])} ms · ${others.map((o) => `${o.game.slug} ×${o.ratios[i].toFixed(2)}`).join(' ')}`,
      );
    }
  } finally {
    await browser.close();
  }
  return {
    jsBytesHome: median(jsBytes),
    jsBytesHomeWithWarmUp: median(jsWithWarmUp),
    lcpHomeMs: Math.round(median(lcps)),
    clsHome: Math.max(...cls),
    loadToPlayable2048Ms: Math.round(median(loads)),
    loadToPlayableBare2048Ms: Math.round(median(bareLoads)),
    loadToPlayableRatio: Math.round(median(ratios) * 100) / 100,
    loadToPlayableOriginal2048Ms: Math.round(median(originalLoads)),
    loadToPlayableOriginalRatio: Math.round(median(originalRatios) * 100) / 100,
    clickToPlayable2048Ms: Math.round(median(clicks)),
    clickAfterHoverToPlayable2048Ms: Math.round(median(hoverClicks)),
    ownJsBytes2048: median(own2048),
    otherGames: others.map(({ game, portal, bare, ratios: r }) => ({
      slug: game.slug,
      family: game.family,
      portalMs: Math.round(median(portal)),
      bareMs: Math.round(median(bare)),
      ratio: Math.round(median(r) * 100) / 100,
    })),
  };
}
