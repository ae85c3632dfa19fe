import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { findChromium } from '../check-chromium';

/** One cold page in a fresh context, with CDP for throttling and byte counts. */
async function coldPage(browser: Browser, cpuThrottle: number): Promise<{ page: Page; cdp: CDPSession; bytes: () => Map<string, number>; close: () => Promise<void> }> {
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Records when the 2048 board first shows a tile, in the page's own clock. */
const MARK_PLAYABLE = () => {
  const w = window as unknown as { __playableAt?: number; __clickAt?: number };
  new MutationObserver((_m, observer) => {
    if (document.querySelector('[data-testid="board-2048"] [data-value]')) {
      w.__playableAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true });
};

export interface PortalFigures {
  jsBytesHome: number;
  lcpHomeMs: number;
  loadToPlayable2048Ms: number;
  clickToPlayable2048Ms: number;
  ownJsBytes2048: number;
}

export async function measurePortal(url: string, remotesUrl: string, runs = 5): Promise<PortalFigures> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const jsBytes: number[] = [];
  const lcps: number[] = [];
  const loads: number[] = [];
  const clicks: number[] = [];
  const own2048: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // JS bytes and LCP on / at 4× CPU throttling.
      {
        const { page, bytes, close } = await coldPage(browser, 4);
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
        jsBytes.push([...bytes().values()].reduce((a, b) => a + b, 0));
        await close();
      }
      // Cold load-to-playable of /game/2048 at 4× CPU throttling, and 2048's own bytes.
      {
        const { page, bytes, close } = await coldPage(browser, 4);
        await page.addInitScript(MARK_PLAYABLE);
        await page.goto(`${url}/game/2048?seed=bench`);
        await page.waitForSelector('[data-testid="board-2048"] [data-value]');
        loads.push(await page.evaluate(() => (window as unknown as { __playableAt: number }).__playableAt));
        await page.waitForLoadState('networkidle');
        own2048.push([...bytes().entries()].filter(([u]) => u.startsWith(`${remotesUrl}/2048/`)).reduce((a, [, b]) => a + b, 0));
        await close();
      }
      // Click-to-playable from the gallery (no throttling: "on this machine").
      {
        const { page, close } = await coldPage(browser, 1);
        await page.addInitScript(MARK_PLAYABLE);
        await page.goto(`${url}/`, { waitUntil: 'networkidle' });
        await page.locator('a[href="/game/2048"]').first().click();
        await page.waitForSelector('[data-testid="board-2048"] [data-value]');
        clicks.push(await page.evaluate(() => {
          const w = window as unknown as { __playableAt: number; __clickAt: number };
          return w.__playableAt - w.__clickAt;
        }));
        await close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    jsBytesHome: median(jsBytes),
    lcpHomeMs: Math.round(median(lcps)),
    loadToPlayable2048Ms: Math.round(median(loads)),
    clickToPlayable2048Ms: Math.round(median(clicks)),
    ownJsBytes2048: median(own2048),
  };
}
