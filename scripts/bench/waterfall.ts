import type { Browser } from '@playwright/test';
import { coldPage, inspectPortalAndBarePage, playableSignal } from './bench-browser';

/**
 * Where a cold load of /game/2048 spends its time, beside the bare page: every request with its
 * start and end (ms since navigation, CDP network timing) at 4× CPU throttling, and when the board
 * became playable. For finding what waits on what; the figures themselves come from `npm run bench`.
 *
 *   npx tsx scripts/bench/waterfall.ts            (BENCH_PORT_BASE=28180, WATERFALL_RUNS=1)
 */
interface RequestTiming {
  url: string;
  type: string;
  start: number;
  end?: number;
  bytes?: number;
}

async function waterfall(browser: Browser, url: string): Promise<void> {
  const { page, cdp, close } = await coldPage(browser, 4);
  try {
    const requests = new Map<string, RequestTiming>();
    let t0 = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      t0 ||= e.timestamp;
      requests.set(e.requestId, { url: e.request.url, type: e.type ?? '', start: e.timestamp });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
    });
    const whenPlayable = await playableSignal(page);
    await page.goto(url);
    const playable = await whenPlayable();
    const ms = (t?: number) => (t === undefined ? '    –' : String(Math.round((t - t0) * 1000)).padStart(5));
    console.log(`\n${url}: playable after ${Math.round(playable)} ms\nstart   end    bytes  type        url`);
    for (const r of [...requests.values()].sort((a, b) => a.start - b.start)) {
      console.log(`${ms(r.start)} ${ms(r.end)} ${String(r.bytes ?? '').padStart(8)}  ${r.type.padEnd(10)}  ${r.url.replace(/^https?:\/\/[^/]+/, '')}`);
    }
  } finally {
    await close();
  }
}

inspectPortalAndBarePage(Number(process.env.BENCH_PORT_BASE ?? 28180), Number(process.env.WATERFALL_RUNS ?? 1), waterfall).catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
