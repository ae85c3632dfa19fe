import fs from 'node:fs';
import path from 'node:path';
import { GAME_DESCRIPTORS } from '../../e2e/support/remotes';
import { coldPage, launchBenchBrowser } from './bench-browser';
import { startPortal } from './portal-server';

/**
 * What a click on a gallery card waits on (issue 31), in the page's own clock (ms since the pointer went
 * down): the press, every fetch the page makes and every resource it loads (start → end), the first DOM change
 * of the game route, long animation frames with the scripts in them, and when the board is there. With
 * CLICK_PROFILE=1, a CPU profile of the click: self time by script and by function. For finding what the
 * click waits on; the figures themselves come from `npm run bench`.
 *
 *   npx tsx scripts/bench/click-trace.ts [slug]   (CLICK_RATE=1 CPU throttling, CLICK_RUNS=3, CLICK_HOVER=<ms> on the card first, BENCH_PORT_BASE=28380;
 *                                                  the How to play of a first visit is marked seen)
 */
const RECORDER = fs.readFileSync(path.join(__dirname, 'click-trace.recorder.js'), 'utf8');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

function printProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): void {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
    const us = profile.timeDeltas?.[i] ?? 0;
    const fn = `${functionName || '(anonymous)'} ${short(url)}:${lineNumber}:${columnNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    byScript.set(short(url) || functionName, (byScript.get(short(url) || functionName) ?? 0) + us);
  });
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `  ${(us / 1000).toFixed(1).padStart(7)} ms  ${k}`).join('\n');
  console.log(`self time by script:\n${top(byScript, 12)}\nself time by function:\n${top(byFunction, 25)}`);
}

async function main(): Promise<void> {
  const slug = process.argv[2] ?? '2048';
  const descriptor = GAME_DESCRIPTORS.find((d) => d.slug === slug);
  if (!descriptor) throw new Error(`no game ${slug}`);
  const portal = await startPortal(Number(process.env.BENCH_PORT_BASE ?? 28380));
  const browser = await launchBenchBrowser();
  try {
    for (let run = 0; run < Number(process.env.CLICK_RUNS ?? 3); run++) {
      const { page, cdp, close } = await coldPage(browser, Number(process.env.CLICK_RATE ?? 1));
      try {
        await page.addInitScript(`localStorage.setItem(${JSON.stringify(`games:${slug}:how-to-play-seen`)}, '{"v":1,"data":true}')`);
        await page.addInitScript(RECORDER.replace('__READY_TEST_ID__', descriptor.ready.testId));
        await page.goto(`${portal.url}/`, { waitUntil: 'networkidle' });
        const profiling = Boolean(process.env.CLICK_PROFILE);
        if (profiling) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
          await cdp.send('Profiler.start');
        }
        const card = page.locator(`.gallery__grid a[href="/game/${slug}"]`);
        if (process.env.CLICK_HOVER) {
          // The pointer rests on the card first (its game warms), as a player's does before clicking.
          await card.hover();
          await page.waitForTimeout(Number(process.env.CLICK_HOVER));
        }
        await card.click();
        await page.waitForFunction(() => (window as unknown as { __clickLog: string[] }).__clickLog.some((line) => line.endsWith(' playable')), null, { timeout: 60_000 });
        if (profiling) printProfile((await cdp.send('Profiler.stop')).profile as never);
        const log = await page.evaluate(() => (window as unknown as { __clickLog: string[] }).__clickLog);
        console.log(`--- ${slug}, run ${run + 1}\n${log.sort((a, b) => parseInt(a) - parseInt(b)).join('\n')}`);
      } finally {
        await close();
      }
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
