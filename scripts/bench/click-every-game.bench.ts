import type { Page } from '@playwright/test';
import { GAME_DESCRIPTORS } from '../../e2e/support/remotes';
import { coldPage, launchBenchBrowser } from './bench-browser';

export interface ClickFigures {
  slug: string;
  /** Median ms from the click on its gallery card to its board in the page, by CPU throttling rate. */
  medianMs: Record<number, number>;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Marks the click and the first moment the game's board (its descriptor's ready test id) is in the page. */
async function markPlayable(page: Page, testId: string): Promise<void> {
  await page.addInitScript((id) => {
    const w = window as unknown as { __playableAt?: number; __clickAt?: number };
    addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true });
    new MutationObserver((_m, observer) => {
      if (w.__clickAt !== undefined && document.querySelector(`[data-testid="${id}"]`)) {
        w.__playableAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, testId);
}

/**
 * Click-to-playable from the gallery for every gallery game (issue 31): a cold page of `/`, loaded and
 * settled, then a click on the game's card at once (no hover), at each CPU throttling rate. The first
 * screen's games may already be warm (the gallery warms them in idle time), as they are for a player.
 */
export interface ClickBenchOptions {
  runs?: number;
  rates?: number[];
  log?: (line: string) => void;
}

export async function measureClickEveryGame(url: string, { runs = 3, rates = [1, 4], log = () => undefined }: ClickBenchOptions = {}): Promise<ClickFigures[]> {
  const browser = await launchBenchBrowser();
  const figures: ClickFigures[] = [];
  try {
    const only = process.env.BENCH_GAMES?.split(',').filter(Boolean);
    // The gallery's games (a hidden game has no card).
    const probe = await browser.newPage();
    await probe.goto(`${url}/`);
    const inGallery = await probe.locator('.gallery__grid a[href^="/game/"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname.slice('/game/'.length)));
    await probe.close();
    for (const descriptor of GAME_DESCRIPTORS.filter((d) => inGallery.includes(d.slug) && (!only || only.includes(d.slug)))) {
      const medianMs: Record<number, number> = {};
      for (const rate of rates) {
        const times: number[] = [];
        for (let run = 0; run < runs; run++) {
          const { page, close } = await coldPage(browser, rate);
          try {
            await markPlayable(page, descriptor.ready.testId);
            await page.goto(`${url}/`, { waitUntil: 'networkidle' });
            await page.locator(`.gallery__grid a[href="/game/${descriptor.slug}"]`).click();
            await page.waitForFunction(() => (window as unknown as { __playableAt?: number }).__playableAt !== undefined, null, { timeout: 60_000 });
            times.push(await page.evaluate(() => {
              const w = window as unknown as { __playableAt: number; __clickAt: number };
              return w.__playableAt - w.__clickAt;
            }));
          } finally {
            await close();
          }
        }
        medianMs[rate] = Math.round(median(times));
      }
      log(`${descriptor.slug}: ${rates.map((rate) => `${medianMs[rate]} ms at ${rate}×`).join(', ')}`);
      figures.push({ slug: descriptor.slug, medianMs });
    }
  } finally {
    await browser.close();
  }
  return figures;
}
