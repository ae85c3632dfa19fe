import { expect, type Locator, type Page } from '@playwright/test';

// A zoomed board (kakuro-cross-sums' BoardZoom, used by kakuro and the-grid): what a player sees through its
// viewport, and two-finger gestures through the browser's own touch input.

/** The zoom's viewport (the box the board pans in). */
export const zoomViewport = (page: Page) => page.getByTestId('board-zoom');

/** The viewport's scroll and the page's. */
export async function scrolls(page: Page): Promise<{ view: { x: number; y: number }; page: { x: number; y: number } }> {
  return zoomViewport(page).evaluate((view) => ({ view: { x: view.scrollLeft, y: view.scrollTop }, page: { x: window.scrollX, y: window.scrollY } }));
}

/**
 * The element is drawn whole inside the zoom's viewport and on screen, clear of the sticky parts of the board
 * (`clearOf`, e.g. a nonogram's clue strips), and is what a finger at its centre touches.
 */
export async function expectSeenInView(page: Page, target: Locator, clearOf: Locator[] = []): Promise<void> {
  const view = (await zoomViewport(page).boundingBox())!;
  const box = (await target.boundingBox())!;
  const slack = 1;
  expect(box.x, 'not cut at the left of the view').toBeGreaterThanOrEqual(view.x - slack);
  expect(box.y, 'not cut at the top of the view').toBeGreaterThanOrEqual(view.y - slack);
  expect(box.x + box.width, 'not cut at the right of the view').toBeLessThanOrEqual(view.x + view.width + slack);
  expect(box.y + box.height, 'not cut at the bottom of the view').toBeLessThanOrEqual(view.y + view.height + slack);
  for (const sticky of clearOf) {
    const over = (await sticky.boundingBox())!;
    const overlaps = box.x < over.x + over.width - slack && over.x < box.x + box.width - slack && box.y < over.y + over.height - slack && over.y < box.y + box.height - slack;
    expect(overlaps, 'not under the clues stuck to the view').toBe(false);
  }
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (top === el || el.contains(top));
  });
  expect(hit, 'nothing covers it').toBe(true);
}

type Point = { x: number; y: number };

/**
 * Two fingers through the browser's own touch input: they land at `a` and `b`, each moves by its own offset
 * in a few steps, and they lift. Equal offsets pan; offsets towards each other pinch in.
 */
export async function twoFingerGesture(page: Page, a: Point, b: Point, moveA: Point, moveB: Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (f: number) => [
    { x: a.x + moveA.x * f, y: a.y + moveA.y * f, id: 1 },
    { x: b.x + moveB.x * f, y: b.y + moveB.y * f, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)[0]] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (const f of [0.2, 0.4, 0.6, 0.8, 1]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(f) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A control is drawn whole on the first screen (no scrolling) and nothing lies over its centre. */
export async function expectOnFirstScreen(control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  const seen = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      inside: r.left >= 0 && r.top >= 0 && r.right <= document.documentElement.clientWidth && r.bottom <= window.innerHeight,
      uncovered: top !== null && (top === el || el.contains(top)),
      size: Math.min(r.width, r.height),
    };
  });
  expect(seen.inside, 'inside the first screen').toBe(true);
  expect(seen.uncovered, 'nothing covers it').toBe(true);
  expect(seen.size, 'a finger-sized control').toBeGreaterThanOrEqual(32);
}

/** The first cell matching `cells` that the view shows whole, as [row, col]. */
export async function cellSeenInView(page: Page, cells: string): Promise<[number, number]> {
  const found = await zoomViewport(page).evaluate((view, selector) => {
    const box = view.getBoundingClientRect();
    for (const cell of Array.from(view.querySelectorAll<HTMLElement>(selector))) {
      const r = cell.getBoundingClientRect();
      if (r.left >= box.left && r.top >= box.top && r.right <= box.right && r.bottom <= box.bottom) return [Number(cell.dataset.row), Number(cell.dataset.col)];
    }
    return null;
  }, cells);
  if (!found) throw new Error(`no ${cells} shows whole in the view`);
  return found as [number, number];
}
