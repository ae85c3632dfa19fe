import type { Locator, Page } from '@playwright/test';

/**
 * A finger drag through the browser's touch input (trusted touch events, so touch-action and the browser's
 * own scrolling apply), from a point of `target` given as fractions of its box, by (dx, dy) px.
 */
export async function touchDrag(page: Page, target: Locator, [fx, fy]: [number, number], [dx, dy]: [number, number]): Promise<void> {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width * fx;
  const y = box.y + box.height * fy;
  const cdp = await page.context().newCDPSession(page);
  const point = (px: number, py: number) => [{ x: px, y: py, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x, y) });
  for (const f of [0.1, 0.25, 0.5, 0.75, 1]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x + dx * f, y + dy * f) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * How far the page scrolled under drags that start on the board (its centre and a corner, up and left,
 * the ways a page would scroll from the top): 0 when none moved it. Call it at the top of the page.
 */
export async function pageScrollFromBoardDrags(page: Page, board: Locator): Promise<number> {
  let moved = 0;
  for (const from of [
    [0.5, 0.5],
    [0.15, 0.15],
  ] as Array<[number, number]>) {
    for (const by of [
      [0, -160],
      [-120, 0],
    ] as Array<[number, number]>) {
      await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
      await touchDrag(page, board, from, by);
      // A fling would go on after touchEnd: wait for two frames before reading where the page is.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      moved = Math.max(moved, await page.evaluate(() => Math.abs(window.scrollY) + Math.abs(window.scrollX)));
    }
  }
  return moved;
}
