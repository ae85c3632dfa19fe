import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { findChromium } from '../check-chromium';
import { startBarePage } from './bare-page/server';
import { startPortal } from './portal-server';
import { BENCH_GAMES } from './bench-games';

/** Chromium for benchmarks: headless, with the background work that adds noise to timings turned off. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** One cold page in a fresh context, with CDP for throttling and byte counts. */
export async function coldPage(browser: Browser, cpuThrottle: number): Promise<{ page: Page; cdp: CDPSession; bytes: () => Map<string, number>; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  const urls = new Map<string, string>();
  const types = new Map<string, string>();
  const bytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    urls.set(e.requestId, e.response.url);
    types.set(e.requestId, e.type);
  });
  // Body bytes as sent (compressed), without headers: what a budget in KB gzip/brotli means.
  cdp.on('Network.dataReceived', (e) => {
    if (types.get(e.requestId) === 'Script') {
      const url = urls.get(e.requestId)!;
      bytes.set(url, (bytes.get(url) ?? 0) + e.encodedDataLength);
    }
  });
  return { page, cdp, bytes: () => bytes, close: () => context.close() };
}

/**
 * Records when the game's `ready` element first shows, in the page's own clock: the definition of
 * "playable" for the portal and the bare page alike. Reported through a binding, so the benchmark
 * does not poll the (throttled) page while it loads.
 */
const MARK_PLAYABLE = (ready: string) => {
  const w = window as unknown as { __playableAt?: number; __clickAt?: number; __reportPlayable?: () => void };
  new MutationObserver((_m, observer) => {
    if (document.querySelector(ready)) {
      w.__playableAt = performance.now();
      observer.disconnect();
      w.__reportPlayable?.();
    }
  }).observe(document, { childList: true, subtree: true });
  addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true });
};

/** 2048 playable: ours shows a tile as [data-value] in the board; the original 2048 adds .tile elements to its container. */
const READY_2048 = `${BENCH_GAMES[0].ready}, .tile-container .tile`;

/**
 * Call before navigating; the returned function resolves with the page's playable time (or fails after 60 s).
 * `ready`: the selector of a bench game (bench-games.ts); 2048's by default.
 */
export async function playableSignal(page: Page, ready = READY_2048): Promise<() => Promise<number>> {
  let resolve!: () => void;
  const playable = new Promise<void>((r) => (resolve = r));
  await page.exposeFunction('__reportPlayable', () => resolve());
  await page.addInitScript(MARK_PLAYABLE, ready);
  return async () => {
    await Promise.race([
      playable,
      new Promise<void>((_r, reject) => setTimeout(() => reject(new Error(`${page.url()}: ${ready} never showed`)), 60_000).unref()),
    ]);
    return page.evaluate(() => (window as unknown as { __playableAt: number }).__playableAt);
  };
}

/**
 * Starts the portal and the bare 2048 page, and hands each cold /game/2048 load and its bare
 * counterpart to `inspect`, `runs` times: the frame of the diagnostic scripts (waterfall, trace).
 */
export async function inspectPortalAndBarePage(portBase: number, runs: number, inspect: (browser: Browser, url: string) => Promise<void>): Promise<void> {
  const portal = await startPortal(portBase);
  const bare = await startBarePage(portBase + 5).catch(async (error: unknown) => {
    await portal.stop();
    throw error;
  });
  const browser = await launchBenchBrowser();
  try {
    for (let i = 0; i < runs; i++) {
      await inspect(browser, `${portal.url}/game/2048?seed=bench`);
      await inspect(browser, `${bare.url}/2048/?seed=bench`);
    }
  } finally {
    await browser.close();
    await bare.stop();
    await portal.stop();
  }
}
