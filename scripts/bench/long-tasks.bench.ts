import { GAME_DESCRIPTORS } from '../../e2e/support/remotes';
import { keyboardTargetOf } from '../../e2e/support/site-map';
import { launchBenchBrowser } from './bench-browser';

export interface LongTaskFigures {
  game: string;
  inputs: number;
  longTasks: number;
  longestMs: number;
}

export async function measureLongTasksWhilePlaying(url: string): Promise<LongTaskFigures[]> {
  const browser = await launchBenchBrowser();
  const results: LongTaskFigures[] = [];
  try {
    // Every game with a descriptor (or those BENCH_GAMES names, comma-separated) is measured while playing:
    // long tasks (> 50 ms on the main thread) after it loaded.
    const only = process.env.BENCH_GAMES?.split(',').filter(Boolean);
    for (const descriptor of GAME_DESCRIPTORS.filter((d) => !only || only.includes(d.slug))) {
      const game = descriptor.slug;
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${url}/game/${game}?seed=bench`);
      await page.getByRole('button', { name: 'Got it' }).click({ timeout: 30_000 });
      await page.waitForTimeout(500);
      await page.evaluate(() => {
        const w = window as unknown as { __longTasks: number[] };
        w.__longTasks = [];
        new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask' });
      });
      // Play: clicks on cells or squares, then keys every game understands in its own way.
      let inputs = 0;
      const cells = page.locator('[data-row][data-col], [data-square]');
      const count = await cells.count();
      for (let i = 0; i < Math.min(count, 20); i++) {
        await cells.nth((i * 7) % count).click({ force: true, timeout: 2000 }).catch(() => undefined);
        inputs++;
      }
      await keyboardTargetOf(page, descriptor).focus().catch(() => undefined);
      for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', '1', '2', 'Space', 'ArrowLeft', 'ArrowDown', '3', 'Enter', 'ArrowRight']) {
        await page.keyboard.press(key);
        inputs++;
      }
      await page.waitForTimeout(1000);
      const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
      results.push({ game, inputs, longTasks: tasks.length, longestMs: Math.round(Math.max(0, ...tasks)) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
